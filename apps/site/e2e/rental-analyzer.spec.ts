/**
 * Issue 46: /rental-analyzer as built. The prerendered page paints the analyzer before its code
 * runs; the code then takes over, the charts arrive after it, and a share link reopens the deal.
 */
import { expect, test, type Page } from "@playwright/test";

/** A figure's value, found by its label (the first: headline figures come first). */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .first()
    .locator("dd > span")
    .first();

test("the built /rental-analyzer: first paint, typing, charts after, share link", async ({
  page,
  browser,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/rental-analyzer");
  // The server sends the prerendered page: the analyzer's figures are in the HTML itself.
  const html = (await response?.text()) ?? "";
  expect(html).toContain('data-prerendered="/rental-analyzer"');
  expect(html).toContain("Monthly Cash Flow");
  await expect(page.getByRole("heading", { level: 1, name: "Rental Analyzer" })).toBeVisible();

  // Once the code runs, typing changes the figures (the rental worked example: $116, then $350).
  await expect(figure(page, "Monthly Cash Flow")).toHaveText("$116");
  const rent = page.getByRole("textbox", { name: "Monthly Rent ($)" });
  await rent.fill("2500");
  await expect(figure(page, "Monthly Cash Flow")).toHaveText("$350");

  // The charts are their own chunk, and each has its table.
  await expect(page.getByText("Show as a table (Cash Flow by Year)")).toBeVisible();
  expect(scripts.some((script) => /\/RentalCharts-[\w-]+\.js$/.test(script))).toBe(true);

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page).toHaveURL(/\/rental-analyzer\?deal=1h\./);
  const link = page.url();
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("textbox", { name: "Monthly Rent ($)" })).toHaveValue("2500");
  await expect(figure(visitor, "Monthly Cash Flow")).toHaveText("$350");
  await other.close();
});
