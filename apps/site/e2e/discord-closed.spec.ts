import { expect, test } from "@playwright/test";
import { forbidStripeCdn } from "./enrolment-helpers.ts";
import { expectNoAxeViolations, gotoReady, LAUNCH_SETTINGS_URL } from "./site-helpers.ts";

/**
 * The spec's launch setting (investor-tools.md §2, §6): with SALES_DISCORD=false both join
 * buttons read "Coming Soon" and stay disabled, and the server refuses the intent. On the
 * launch-settings server that playwright.config.ts starts.
 */
test.use({ baseURL: LAUNCH_SETTINGS_URL });

test("with Discord sales closed both join buttons read Coming Soon and are disabled", async ({
  page,
  request,
}) => {
  await forbidStripeCdn(page);
  await gotoReady(page, "/discord");
  for (const tier of ["Pro", "Community"]) {
    const card = page.getByRole("article", { name: tier, exact: true });
    await expect(card.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  }
  await page.getByRole("radio", { name: "Yearly" }).click();
  await expect(page.getByRole("button", { name: "Coming Soon" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Join/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await request.post("/api/discord/create-subscription-intent", {
    data: {
      tier: "pro",
      billing_cycle: "monthly",
      amount: 19_700,
      email: "closed.sales@example.com",
      name: "Closed Sales",
    },
  });
  expect(refused.status()).toBe(403);
});
