/**
 * Every number box of the four calculators on /deal-calculator, typed into one key at a time as
 * a person types (never `fill`), on the production build the site ships: typed text means what
 * the same text pasted means. Whole-number boxes drop a fraction ("75000.99" is 75000, never
 * 750009, and say so), letters vanish as they are typed, 0 shows as an empty box, and a capped box shows
 * its cap.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/calculator-subscriber.ts";
import { figure } from "./fixtures/deal-analyzer-host.ts";

/** The caps of the spec (section 5 and 9) by the box's label. */
const CAPS: Record<string, { typed: string; shown: string }> = {
  "Land LTV %": { typed: "85", shown: "70" },
  "LTV %": { typed: "120", shown: "100" },
};

async function openCalculator(page: Page, tab: string) {
  await page.goto(`/deal-calculator?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
  await page.getByRole("button", { name: "Show Advanced" }).click();
}

/** The analyzer's number boxes now shown and editable, with the text of their labels. */
async function numberBoxes(page: Page): Promise<{ name: string; box: Locator }[]> {
  const boxes = page.locator(
    '[data-deal-analyzer-root] input:is([inputmode="numeric"], [inputmode="decimal"]):visible:enabled:not([readonly])',
  );
  const found: { name: string; box: Locator }[] = [];
  for (const box of await boxes.all()) {
    const name = await box.evaluate((input) =>
      ((input as HTMLInputElement).labels?.[0]?.textContent ?? "").trim(),
    );
    found.push({ name, box });
  }
  return found;
}

/** Clears the box with the keyboard and types `text` into it key by key. */
async function typeInto(box: Locator, text: string) {
  await box.click();
  await box.press("ControlOrMeta+A");
  await box.press("Backspace");
  await box.pressSequentially(text);
}

/** Types the same four things into a box and checks what it shows after each. */
async function exercise({ name, box }: { name: string; box: Locator }) {
  const whole = (await box.getAttribute("inputmode")) === "numeric";
  if (whole) {
    await typeInto(box, "7a5000.99");
    // The typed cents stay on screen, the box counts 75000 and says so (issue #50).
    await expect(box, name).toHaveValue("75000.99");
    // Form boxes say so; the comps table's cells keep their rows compact.
    if (!name.startsWith("Comp "))
      await expect(box, name).toHaveAccessibleDescription(/^Whole numbers only: counted as/);
    await box.press("Tab");
    await expect(box, name).toHaveValue("75000");
  } else {
    await typeInto(box, "4a2.5b");
    await expect(box, name).toHaveValue("42.5");
  }
  const cap = CAPS[name];
  if (cap) {
    await typeInto(box, cap.typed);
    await expect(box, name).toHaveValue(cap.shown);
  }
  // A letter typed into an empty box vanishes; 0 shows as an empty box, before and after Tab.
  await typeInto(box, "x0");
  await expect(box, name).toHaveValue("");
  await box.press("Tab");
  await expect(box, name).toHaveValue("");
}

async function exerciseAll(page: Page, expected: string[]) {
  const boxes = await numberBoxes(page);
  expect(boxes.map((box) => box.name)).toEqual(expected);
  for (const box of boxes) await exercise(box);
}

test.describe("/deal-calculator number boxes, typed key by key", () => {
  test("a typed 80000.99 costs 80000 in the results", async ({ page }) => {
    await openCalculator(page, "land");
    const price = page.getByRole("textbox", { name: "Purchase Price", exact: true });
    await typeInto(price, "80000.99");
    // The typed cents stay on screen and the box says what counts (issue #50).
    await expect(price).toHaveValue("80000.99");
    await expect(page.getByText("Whole numbers only: counted as $80,000.")).toBeVisible();
    // 80,000 plus 2.5 % transaction costs; 800,009 would cost $820,009.
    await expect(figure(page, "Total Acquisition Cost")).toHaveText("$82,000");
    await price.press("Tab");
    await expect(price).toHaveValue("80000");
  });

  test("land: every box", async ({ page }) => {
    await openCalculator(page, "land");
    await page.getByRole("checkbox", { name: "Finance Land Purchase (70% LTV)" }).check();
    await exerciseAll(page, [
      "Purchase Price",
      "Lot Size (Acres)",
      "Avg Market Price Per Acre",
      "Land LTV %",
      "Transaction Costs %",
    ]);
  });

  test("flip: every box, the comps' too", async ({ page }) => {
    await openCalculator(page, "flip");
    await exerciseAll(page, [
      "Purchase Price",
      "Square Footage",
      "Bedrooms",
      "Bathrooms",
      "Rehab Budget",
      "ARV Per SqFt (Manual Override)",
      "LTV %",
      "Interest Rate %",
      "Holding Months",
      "Contingency %",
      "Closing Costs % (Selling)",
    ]);
    await page.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
    await page.getByRole("button", { name: "Add Comp" }).click();
    const comps = (await numberBoxes(page)).filter((box) => box.name.startsWith("Comp 1"));
    expect(comps.map((box) => box.name)).toEqual([
      "Comp 1 Price",
      "Comp 1 SqFt",
      "Comp 1 Beds",
      "Comp 1 Baths",
    ]);
    for (const box of comps) await exercise(box);
  });

  test("renovation: every box", async ({ page }) => {
    await openCalculator(page, "renovation");
    await exerciseAll(page, [
      "Current Property Value",
      "Kitchen Remodel Cost",
      "Kitchen Remodel Value Increase % (ROI)",
      "Bathroom Remodel Cost",
      "Bathroom Remodel Value Increase % (ROI)",
      "Other Renovations Cost",
      "Other Renovations Value Increase %",
      "Financing Costs % (HELOC, etc)",
    ]);
  });

  test("construction: every box", async ({ page }) => {
    await openCalculator(page, "construction");
    // A townhouse's units are typed (a duplex's are fixed), and financing shows Land LTV %.
    await page.getByRole("combobox", { name: "Property Type" }).selectOption("townhouse");
    await page.getByRole("checkbox", { name: "Finance Land" }).check();
    await exerciseAll(page, [
      "Planned SqFt",
      "Land Acquisition Cost",
      "Land LTV %",
      "Construction Cost / SqFt",
      "ARV Per SqFt",
      "Units",
      "Monthly Rent / Unit",
      "Soft Costs %",
      "Contingency %",
      "Construction Months",
      "Interest Rate %",
    ]);
  });
});
