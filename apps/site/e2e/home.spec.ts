import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page is served with the API on one URL", async ({ page, request }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Build your future in construction and real-estate development",
    }),
  ).toBeVisible();
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: "ok" });
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
