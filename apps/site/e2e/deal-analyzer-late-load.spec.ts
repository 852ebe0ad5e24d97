/**
 * /deal-calculator for a guest (issue #30): the page arrives prerendered and its first load
 * carries only the Home button; the analyzer's code (DealCalculatorTools) follows right after the
 * first paint. Whatever the visitor types, ticks or picks in the prerendered analyzer meanwhile
 * is kept and analysed once the code has arrived, and nothing on the page moves.
 */
import { expect, test } from "@playwright/test";
import { analyzeLand, formatCurrency, landDefaults } from "@academy/calculators";
import { figure } from "./fixtures/deal-analyzer-host.ts";

const TOOLS_CHUNK = /\/assets\/DealCalculatorTools-[\w-]+\.js$/;

test("what a guest types before the analyzer's code arrives is kept and analysed", async ({
  page,
}) => {
  // The analyzer's code is held back until the visitor has typed, as on a slow connection.
  let requested = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TOOLS_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/deal-calculator");
  await expect.poll(() => requested).toBe(true);
  await expect(page.locator("#root[data-prerendered='/deal-calculator']")).toHaveCount(1);

  const price = page.getByRole("textbox", { name: "Purchase Price", exact: true });
  await price.fill("90000");
  await page.getByRole("checkbox", { name: "Finance Land Purchase (70% LTV)" }).check();
  const shownBefore = await figure(page, "Total Acquisition Cost").textContent();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);

  release();
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  const expected = analyzeLand({ ...landDefaults, purchasePrice: 90000, financeLand: true });
  await expect(figure(page, "Total Acquisition Cost")).toHaveText(
    formatCurrency(expected.totalAcquisitionCost),
  );
  expect(shownBefore).not.toBe(formatCurrency(expected.totalAcquisitionCost));
  await expect(figure(page, "Land Loan Amount")).toHaveText(
    formatCurrency(expected.landLoanAmount),
  );
  await expect(price).toHaveValue("90000");
  await expect(page.getByRole("textbox", { name: "Land LTV %" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=land&deal=1l\./);
  // Typing on after the code has arrived goes on from what was typed.
  await price.press("End");
  await price.press("Backspace");
  await expect(price).toHaveValue("9000");
});

test("the analyzer's late code moves nothing on the prerendered page", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/deal-calculator");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
