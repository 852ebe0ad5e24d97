/**
 * Keyboard-only use of all four calculators in the embed on a partner page: no mouse at all.
 * Focus is followed into the analyzer's shadow root.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectMounted, figure, servePartnerPages } from "./fixtures/deal-analyzer-host.ts";

/** The focused element's role and name (label or text), looking inside shadow roots. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return "";
    const role = element.getAttribute("role") ?? element.tagName.toLowerCase();
    const root = element.getRootNode() as Document | ShadowRoot;
    const label = element.id ? root.querySelector(`label[for="${element.id}"]`) : null;
    // The text a screen reader would use: without aria-hidden parts (a button's busy label).
    const named = (label ?? element).cloneNode(true) as Element;
    named.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return `${role}: ${named.textContent ?? ""}`.trim();
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control is the one wanted. After each press it
 * waits (retrying) until focus has left the control it was on, so a busy machine that moves
 * focus late never makes it press twice.
 */
async function tabTo(page: Page, wanted: string, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 80; presses += 1) {
    const before = await focused(page);
    if (before === wanted) return;
    await page.keyboard.press(key);
    await expect.poll(() => focused(page), `focus after ${key} from "${before}"`).not.toBe(before);
  }
  throw new Error(`Never reached "${wanted}" with ${key}; last focus: ${await focused(page)}`);
}

async function typeInto(page: Page, box: string, value: string) {
  await tabTo(page, `input: ${box}`);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(value);
}

test("all four calculators can be used with the keyboard alone", async ({ page, baseURL }) => {
  const site = await servePartnerPages(page, baseURL);
  await page.goto(site.url("partner-basic.html"));
  const analyzer = page.locator("deal-analyzer");
  await expectMounted(analyzer);

  // The selected tab is the analyzer's first stop, with a visible focus ring.
  await tabTo(page, "tab: Flip Calculator");
  const ring = await analyzer
    .getByRole("tab", { name: "Flip Calculator" })
    .evaluate((tab) => getComputedStyle(tab).outlineStyle);
  expect(ring).toBe("solid");

  // Land Analysis: arrow to it, type a price, tick financing.
  await page.keyboard.press("ArrowLeft");
  await expect(analyzer.getByRole("tab", { name: "Land Analysis" })).toBeFocused();
  await expect(analyzer.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await typeInto(page, "Purchase Price", "100000");
  await expect(figure(analyzer, "Total Acquisition Cost")).toHaveText("$102,500");
  await tabTo(page, "input: Finance Land Purchase (70% LTV)");
  await page.keyboard.press("Space");
  await expect(figure(analyzer, "Land Loan Amount")).toHaveText("$70,000");

  // Flip Calculator: back to the tabs, one arrow right, comps by keyboard.
  await tabTo(page, "tab: Land Analysis", "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(analyzer.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await typeInto(page, "Purchase Price", "180000");
  await expect(figure(analyzer, "Net Profit")).toHaveText("$65,545");
  await tabTo(page, "input: Use Comparable Sales", "Shift+Tab");
  await page.keyboard.press("Space");
  await tabTo(page, "button: Add Comp");
  await page.keyboard.press("Enter");
  // Focus lands in the new row's address box.
  await expect(analyzer.getByRole("textbox", { name: "Comp 1 Address" })).toBeFocused();
  await typeInto(page, "Comp 1 Price", "300000");
  await typeInto(page, "Comp 1 SqFt", "1500");
  // One comp at $200/sq ft: ARV 200 x 1,800.
  await expect(figure(analyzer, "ARV")).toHaveText("$360,000");

  // Renovation ROI: untick the kitchen with Space.
  await tabTo(page, "tab: Flip Calculator", "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(analyzer.getByRole("tab", { name: "Renovation ROI" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await tabTo(page, "input: Kitchen Remodel");
  await page.keyboard.press("Space");
  // 300,000 + 9,000 bathroom + 5,000 other.
  await expect(figure(analyzer, "New Estimated Value")).toHaveText("$314,000");

  // New Construction: choose a duplex with the arrow keys, show the advanced inputs, open an
  // explanation.
  await tabTo(page, "tab: Renovation ROI", "Shift+Tab");
  await page.keyboard.press("End");
  await expect(analyzer.getByRole("tab", { name: "New Construction" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await tabTo(page, "button: Show Advanced");
  await page.keyboard.press("Enter");
  await expect(analyzer.getByRole("textbox", { name: "Soft Costs %" })).toBeVisible();
  await tabTo(page, "select: Property Type");
  await page.keyboard.press("ArrowDown");
  await expect(analyzer.getByRole("combobox", { name: "Property Type" })).toHaveValue("duplex");
  await expect(analyzer.getByRole("textbox", { name: "Units", exact: true })).toHaveValue("2");
  await typeInto(page, "Monthly Rent / Unit", "2000");
  await expect(figure(analyzer, "Annual Rental Income")).toHaveText("$48,000");
  await tabTo(page, "button: How is this calculated? (After Construction Value (ARV))");
  await page.keyboard.press("Enter");
  await expect(analyzer.getByText("ARV = $200.00/sq ft x 2,200 sq ft = $440,000")).toBeVisible();
});
