import { expect, test } from "@playwright/test";
import { LANDING, subscribeDialog } from "./calculator-helpers.ts";
import {
  DEMO,
  expectNoAxeViolations,
  gotoReady,
  LAUNCH_SETTINGS_URL,
  signIn,
} from "./site-helpers.ts";

/** The spec's launch setting (SALES_CALCULATOR=admin_only), on the launch-settings server. */
test.use({ baseURL: LAUNCH_SETTINGS_URL });

test("non-admins meet Calculator Coming Soon with every control disabled, and the server refuses them", async ({
  page,
  request,
}) => {
  await gotoReady(page, LANDING);
  await page.getByRole("main").getByRole("button", { name: "Get Instant Access" }).first().click();
  const dialog = subscribeDialog(page, "Calculator Coming Soon");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Get Notified")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(dialog.getByLabel("Full Name")).toBeDisabled();
  await expect(dialog.getByLabel("Email")).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: "Monthly" })).toBeDisabled();
  await expectNoAxeViolations(page);

  const refused = await request.post("/api/calculator/create-subscription-intent", {
    data: {
      email: "someone@example.com",
      name: "Some One",
      billing_cycle: "monthly",
      amount: 900,
      test_mode: false,
    },
  });
  expect(refused.status()).toBe(403);
});

test("a signed-in learner sees the same coming-soon state", async ({ page }) => {
  await gotoReady(page, LANDING);
  await signIn(page, DEMO.learner);
  await expect(page.getByRole("banner").getByText(DEMO.learner.fullName)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Get Instant Access" }).first().click();
  const dialog = subscribeDialog(page, "Calculator Coming Soon");
  await expect(dialog.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
});
