import { expect, test } from "@playwright/test";
import {
  CARDS,
  coursePage,
  DEVELOPER_COURSE,
  errorSummary,
  fillIn,
  forbidStripeCdn,
  mailWithSubject,
  newBuyer,
  openEnrolModal,
  PAY,
  paymentsOf,
} from "./enrolment-helpers.ts";
import { expectNoAxeViolations, gotoReady, signIn } from "./site-helpers.ts";

/**
 * Course enrolment by card (issue #14) on the built site and the real server, with the offline
 * Stripe stand-in the server serves in place of Stripe.js: nothing ever loads from
 * js.stripe.com.
 */

test("a guest buys course 1 with 4242, gets the temporary password by mail, signs in and opens the course", async ({
  page,
  request,
  browser,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("guest");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await expect(dialog.getByText("No real payment is taken.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillIn(dialog, buyer, CARDS.succeeds);
  await dialog.getByRole("button", { name: PAY }).click();
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(coursePage(page)).toBeVisible();
  // Issue 50: the purchase's confirmation comes along to the course.
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByText(/^Payment successful!/),
  ).toBeVisible();

  const mail = await mailWithSubject(request, buyer.email, "Your Academy account");
  const tempPassword = /Temporary password: (\S+)/.exec(mail)?.[1];
  expect(tempPassword, mail).toBeTruthy();
  // And a receipt for the purchase.
  expect(await mailWithSubject(request, buyer.email, /^Your receipt/)).toContain("4242");
  const { payments, succeededCharges } = await paymentsOf(request, buyer.email);
  expect(payments).toHaveLength(1);
  expect(succeededCharges).toHaveLength(1);

  // A fresh browser: the buyer signs in with the mailed password and opens the course.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await gotoReady(fresh, "/");
  await signIn(fresh, { email: buyer.email, password: tempPassword ?? "" });
  await expect(fresh.getByRole("banner").getByText(buyer.fullName)).toBeVisible();
  await fresh.goto("/course/1");
  await expect(coursePage(fresh)).toBeVisible();
  await context.close();
  expect(cdn).toEqual([]);
});

test("a declined card shows the provider's decline, keeps the modal open and charges nothing", async ({
  page,
  request,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("declined");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.declined);
  await dialog.getByRole("button", { name: PAY }).click();

  const summary = dialog.getByRole("heading", { name: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Your card was declined." })).toBeVisible();
  // The summary takes focus, so the outcome is read out.
  await expect(errorSummary(dialog)).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/redevelopment$/);

  const { succeededCharges } = await paymentsOf(request, buyer.email);
  expect(succeededCharges).toEqual([]);
  const session = await page.evaluate(() => localStorage.getItem("access_token"));
  expect(session).toBeNull();
  expect(cdn).toEqual([]);
});

test("a 3-D Secure card completes after the challenge", async ({ page, request }) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("threeds");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.authenticates);
  await dialog.getByRole("button", { name: PAY }).click();

  const challenge = page.getByRole("dialog", { name: /3D Secure/ });
  await expect(challenge).toBeVisible();
  const complete = challenge.getByRole("button", { name: "Complete authentication" });
  // The enrol modal must not pull focus back from the provider's challenge.
  await expect(complete).toBeFocused();
  await expectNoAxeViolations(page);
  await complete.click();

  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(coursePage(page)).toBeVisible();
  const { succeededCharges } = await paymentsOf(request, buyer.email);
  expect(succeededCharges).toHaveLength(1);
  expect(cdn).toEqual([]);
});

test("a failed 3-D Secure challenge is announced in the error summary", async ({
  page,
  request,
}) => {
  const buyer = newBuyer("threedsfail");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.authenticates);
  await dialog.getByRole("button", { name: PAY }).click();
  await page
    .getByRole("dialog", { name: /3D Secure/ })
    .getByRole("button", { name: "Fail authentication" })
    .click();
  await expect(errorSummary(dialog)).toBeFocused();
  await expect(
    dialog.getByRole("link", { name: /unable to authenticate your payment method/ }),
  ).toBeVisible();
  expect((await paymentsOf(request, buyer.email)).succeededCharges).toEqual([]);
});

test("a double click on Pay charges once", async ({ page, request }) => {
  const buyer = newBuyer("double");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.succeeds);
  const createIntents: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/payments/create-intent")) createIntents.push(sent.url());
  });
  await dialog.getByRole("button", { name: PAY }).dblclick();
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(coursePage(page)).toBeVisible();
  expect(createIntents).toHaveLength(1);
  const { payments, succeededCharges } = await paymentsOf(request, buyer.email);
  expect(payments).toHaveLength(1);
  expect(succeededCharges).toHaveLength(1);
});

test("the modal cannot be closed while the payment is processing", async ({ page }) => {
  const buyer = newBuyer("processing");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.authenticates);
  await dialog.getByRole("button", { name: PAY }).click();
  const challenge = page.getByRole("dialog", { name: /3D Secure/ });
  await expect(challenge).toBeVisible();
  // Processing: the close button is disabled until the payment settles.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Processing..." })).toHaveAttribute(
    "aria-busy",
    "true",
  );
  await challenge.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/course\/1$/);
});

test("keyboard alone: open, fill in, pay and reach the course", async ({ page }) => {
  const buyer = newBuyer("keyboard");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const enrol = page.getByRole("main").getByRole("button", { name: "Enroll Now" });
  await enrol.focus();
  await expect(enrol).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Enroll in ${DEVELOPER_COURSE.title}` });
  await expect(dialog.getByLabel("Card number")).toBeVisible();

  // An empty submit first: the error summary takes focus and its link leads to the field.
  await dialog.getByRole("button", { name: PAY }).focus();
  await page.keyboard.press("Enter");
  await expect(errorSummary(dialog)).toBeFocused();
  await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Enter your full name" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Full Name")).toBeFocused();

  await page.keyboard.type(buyer.fullName);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(buyer.email);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Card number")).toBeFocused();
  await page.keyboard.type(CARDS.succeeds);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Expiry date (MM / YY)")).toBeFocused();
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Security code (CVC)")).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: PAY })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(coursePage(page)).toBeVisible();
});

test("an owner sees Go to Course instead of Enroll Now", async ({ page }) => {
  const buyer = newBuyer("owner");
  await gotoReady(page, DEVELOPER_COURSE.path);
  const dialog = await openEnrolModal(page);
  await fillIn(dialog, buyer, CARDS.succeeds);
  await dialog.getByRole("button", { name: PAY }).click();
  await expect(coursePage(page)).toBeVisible();
  await page.goto(DEVELOPER_COURSE.path);
  await expect(page.getByRole("main").getByRole("link", { name: "Go to Course" })).toHaveAttribute(
    "href",
    "/course/1",
  );
  await expect(page.getByRole("main").getByRole("button", { name: "Enroll Now" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
