import { expect, test } from "@playwright/test";
import { CARDS, coursePage, forbidStripeCdn, newBuyer } from "./enrolment-helpers.ts";
import {
  expectNoAxeViolations,
  gotoReady,
  LAUNCH_SETTINGS_URL,
  watchPageProblems,
} from "./site-helpers.ts";

/**
 * Issue 48: course payment plans, on the server that offers them (PAYMENT_PLAN_INSTALMENTS=4,
 * playwright.config.ts); the first server keeps them off and its enrolment journeys see the
 * spec's modal. The money paths (declines, retries, pause, replays) are the server's tests.
 */
test.use({ baseURL: LAUNCH_SETTINGS_URL });

const MENTORSHIP = { path: "/mentorship", id: 3, title: "All In One + Mentorship" };
const MONTHLY = "4 monthly payments of $1,249.25";

test("at 390 px and by keyboard alone: the mentorship in 4 monthly payments, then the plan on the account page", async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  const cdn = await forbidStripeCdn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = newBuyer("plan");
  await gotoReady(page, MENTORSHIP.path);
  const enrol = page.getByRole("main").getByRole("button", { name: "Enroll Now" });
  await enrol.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Enroll in ${MENTORSHIP.title}` });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  const full = dialog.getByRole("radio", { name: "Pay in full" });
  const monthly = dialog.getByRole("radio", { name: MONTHLY });
  await expect(full).toHaveAttribute("aria-checked", "true");
  await expect(dialog.getByRole("button", { name: "Pay $4,997" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Full Name").focus();
  await page.keyboard.type(buyer.fullName);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(buyer.email);
  await page.keyboard.press("Tab");
  await expect(full).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(monthly).toBeFocused();
  await page.keyboard.press("Space");
  await expect(monthly).toHaveAttribute("aria-checked", "true");
  const pay = dialog.getByRole("button", { name: "Pay $1,249.25" });
  await expect(pay).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Card number")).toBeFocused();
  await page.keyboard.type(CARDS.succeeds);
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(pay).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/3$/);
  await expect(coursePage(page, MENTORSHIP.title)).toBeVisible();

  await gotoReady(page, "/account");
  const plans = page.getByRole("region", { name: "Payment plans" });
  const plan = plans.getByRole("article", { name: `${MENTORSHIP.title}: payment plan` });
  await expect(plan.getByText("1 of 4 payments ($1,249.25)")).toBeVisible();
  await expect(plan.getByText("$3,747.75", { exact: true })).toBeVisible();
  await expect(plan.getByText("ACTIVE")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(cdn).toEqual([]);
  problems.expectNone();
});
