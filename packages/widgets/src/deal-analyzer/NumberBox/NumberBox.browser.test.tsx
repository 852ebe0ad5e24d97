/**
 * The analyzer's number boxes under real key presses (one key at a time, as a person types),
 * not `fill`: typed text must mean exactly what the same text pasted means.
 */
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { describe, expect, it } from "vitest";
import { DealAnalyzer } from "../DealAnalyzer.tsx";

const box = (name: string) => page.getByRole("textbox", { name, exact: true });

function figureValue(label: string): string | null | undefined {
  const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.parentElement?.querySelector("dd > span")?.textContent;
}

/** Clears a box and types `text` into it key by key. */
async function typeInto(name: string, text: string) {
  await userEvent.clear(box(name));
  await userEvent.type(box(name), text);
}

describe("analyzer number boxes, typed key by key (React)", () => {
  it("reads 75000.99 in a whole-dollar box as 75000, never 750009", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await typeInto("Purchase Price", "75000.99");
    // The typed cents stay on screen, never joining the whole part, and the box says what
    // counts (issue #50: it sat on a bare "75000." with no word).
    await expect.element(box("Purchase Price")).toHaveValue("75000.99");
    await expect.poll(() => figureValue("Total Acquisition Cost")).toBe("$76,875");
    await expect
      .element(box("Purchase Price"))
      .toHaveAccessibleDescription("Whole numbers only: counted as $75,000.");
    await expect.element(page.getByText("Whole numbers only: counted as $75,000.")).toBeVisible();
    await userEvent.tab();
    await expect.element(box("Purchase Price")).toHaveValue("75000");
  });

  it("drops letters as they are typed, in an empty box and mid-number", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await typeInto("Purchase Price", "a");
    await expect.element(box("Purchase Price")).toHaveValue("");
    await userEvent.type(box("Purchase Price"), "8b0c000");
    await expect.element(box("Purchase Price")).toHaveValue("80000");
    await expect.poll(() => figureValue("Total Acquisition Cost")).toBe("$82,000");
  });

  it("shows a typed 0 as an empty box", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await typeInto("Purchase Price", "0");
    await expect.element(box("Purchase Price")).toHaveValue("");
    await expect.poll(() => figureValue("Total Acquisition Cost")).toBe("$0");
  });

  it("keeps decimals typed into a decimal box", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await typeInto("Lot Size (Acres)", "0.5");
    await expect.element(box("Lot Size (Acres)")).toHaveValue("0.5");
    await expect.poll(() => figureValue("Market Value (ARV)")).toBe("$175,000");
  });

  it("shows the cap, not the typed value: land LTV 70, flip LTV 100", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await page.getByRole("checkbox", { name: "Finance Land Purchase (70% LTV)" }).click();
    await typeInto("Land LTV %", "85");
    await expect.element(box("Land LTV %")).toHaveValue("70");
    await expect.poll(() => figureValue("Land Loan Amount")).toBe("$52,500");
    // The box says why it shows 70 (issue #50: it snapped silently).
    await expect.element(page.getByText("Max 70%: land loans go up to 70% LTV.")).toBeVisible();
    await typeInto("Land LTV %", "60");
    await expect
      .element(page.getByText("Max 70%: land loans go up to 70% LTV."))
      .not.toBeInTheDocument();

    await page.getByRole("tab", { name: "New Construction" }).click();
    await page.getByRole("checkbox", { name: "Finance Land" }).click();
    await typeInto("Land LTV %", "95");
    await expect.element(box("Land LTV %")).toHaveValue("70");

    await page.getByRole("tab", { name: "Flip Calculator" }).click();
    await page.getByRole("button", { name: "Show Advanced" }).click();
    await typeInto("LTV %", "120");
    await expect.element(box("LTV %")).toHaveValue("100");
    await expect
      .element(box("LTV %"))
      .toHaveAccessibleDescription("Max 100%: a loan cannot exceed the purchase price.");
  });

  it("types into comp boxes the same way", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    await page.getByRole("checkbox", { name: "Use Comparable Sales" }).click();
    await page.getByRole("button", { name: "Add Comp" }).click();
    await typeInto("Comp 1 Price", "310000.5x");
    await userEvent.tab();
    await expect.element(box("Comp 1 Price")).toHaveValue("310000");
    await typeInto("Comp 1 Baths", "2.5");
    await expect.element(box("Comp 1 Baths")).toHaveValue("2.5");
  });

  it("labels the Other Renovations boxes with a visible group label", async () => {
    await render(<DealAnalyzer initialTab="renovation" />);
    const group = page.getByRole("group", { name: "Other Renovations" });
    await expect.element(group).toBeVisible();
    await expect
      .element(group.getByRole("textbox", { name: "Other Renovations Cost" }))
      .toBeVisible();
  });
});
