import { expect, test } from "@playwright/test";
import {
  analysisCount,
  fillCard,
  LANDING,
  openSubscribeModal,
  subscribeDialog,
} from "./calculator-helpers.ts";
import { CARDS, forbidStripeCdn, mailWithSubject, newBuyer } from "./enrolment-helpers.ts";
import { expectNoAxeViolations, gotoReady, registerUser, signIn } from "./site-helpers.ts";

/**
 * The calculator subscription (issue #15) on the built site and the real server, paid through
 * the offline Stripe stand-in: nothing loads from js.stripe.com.
 */

/** One Tab per poll, quickly, for as many stops as the page has before the target. */
const TAB_UNTIL = { intervals: [50] };

test("a guest subscribes monthly with 4242 and lands on the calculator with access", async ({
  page,
  request,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("calculator");
  await gotoReady(page, LANDING);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Deal Analyzer Calculator Subscription",
  );
  const dialog = await openSubscribeModal(page);
  await expect(dialog.getByText("Join 847+ investors")).toBeVisible();
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCard(dialog, CARDS.succeeds);
  await dialog.getByRole("button", { name: "Subscribe - $9/mo" }).click();

  await expect(page).toHaveURL(/\/deal-calculator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
  expect(await mailWithSubject(request, buyer.email, "Your Academy account")).toMatch(
    /Temporary password: \S+/,
  );
  // Signed in with access: the landing page's access button now opens the calculator.
  await page.goto(LANDING);
  await page.getByRole("main").getByRole("button", { name: "Open Calculator" }).first().click();
  await expect(page).toHaveURL(/\/deal-calculator$/);
  expect(cdn).toEqual([]);
});

test("a signed-in user subscribes yearly and is sent to the calculator", async ({
  page,
  request,
}) => {
  // A new account: the subscription it buys is then nobody else's business.
  const user = await registerUser(request, "yearly");
  await forbidStripeCdn(page);
  await gotoReady(page, LANDING);
  await signIn(page, user);
  await expect(page.getByRole("banner").getByText(user.fullName)).toBeVisible();
  const dialog = await openSubscribeModal(page);
  await dialog.getByRole("radio", { name: "Yearly (SAVE 17%)" }).click();
  await expect(dialog.getByText("$90/year")).toBeVisible();
  await fillCard(dialog, CARDS.succeeds);
  await dialog.getByRole("button", { name: "Subscribe - $90/yr" }).click();
  await expect(dialog.getByText("Payment successful! Opening the calculator...")).toBeVisible();
  await expect(page).toHaveURL(/\/deal-calculator$/);
  await page.goto(LANDING);
  await expect(
    page.getByRole("main").getByRole("button", { name: "Open Calculator" }).first(),
  ).toBeVisible();
});

test("the nag modal opens after three analyses and offers the subscription", async ({ page }) => {
  await gotoReady(page, "/deal-calculator");
  const price = page.getByRole("textbox", { name: "Purchase Price", exact: true });
  for (const [index, value] of ["80000", "85000", "90000"].entries()) {
    await price.fill(value);
    await expect.poll(() => analysisCount(page)).toBe(index + 1);
  }
  const nag = page.getByRole("dialog", { name: "Unlock Unlimited Calculations" });
  await expect(nag).toBeVisible();
  await expectNoAxeViolations(page);
  await nag.getByRole("button", { name: "Subscribe Now - $9/month" }).click();
  await expect(subscribeDialog(page)).toBeVisible();
  await expect(nag).toBeHidden();

  // The landing page greets a returning visitor at 3 or more with the nag as well.
  await gotoReady(page, LANDING);
  await expect(page.getByRole("dialog", { name: "Unlock Unlimited Calculations" })).toBeVisible();
});

test("keyboard alone: open the modal, give the details and reach the card field", async ({
  page,
}) => {
  await forbidStripeCdn(page);
  await gotoReady(page, LANDING);
  const access = page.getByRole("main").getByRole("button", { name: "Get Instant Access" }).first();
  // Tab from the top of the page until the access button has focus.
  await expect
    .poll(async () => {
      await page.keyboard.press("Tab");
      return access.evaluate((element) => element === document.activeElement);
    }, TAB_UNTIL)
    .toBe(true);
  await page.keyboard.press("Enter");
  const dialog = subscribeDialog(page);
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel("Full Name");
  await expect
    .poll(async () => {
      await page.keyboard.press("Tab");
      return name.evaluate((element) => element === document.activeElement);
    }, TAB_UNTIL)
    .toBe(true);
  await page.keyboard.type("Kay Board");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("kay.board@example.com");
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(access).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`axe finds nothing on the landing page and in the modal at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, LANDING);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expectNoAxeViolations(page);
    const dialog = await openSubscribeModal(page);
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
