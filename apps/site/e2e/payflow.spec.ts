import { expect, test, type Page } from "@playwright/test";
import { fillCard, openSubscribeModal, LANDING } from "./calculator-helpers.ts";
import { toast } from "./discord-helpers.ts";
import {
  CARDS,
  DEVELOPER_COURSE,
  forbidStripeCdn,
  mailWithSubject,
  newBuyer,
  PAY,
} from "./enrolment-helpers.ts";
import { expectNoAxeViolations, gotoReady, registerUser, signIn } from "./site-helpers.ts";

/**
 * Issue #26: the one card flow as a customer meets it, on a phone and a desktop: buying as who
 * you are, Escape giving focus back, a 3-D Secure card update by keyboard alone.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a signed-in learner enrols as themselves; Escape gives focus back to Enroll Now", async ({
      page,
      request,
    }) => {
      await forbidStripeCdn(page);
      const learner = await registerUser(request, `enrolself${viewport.width}`);
      await gotoReady(page, DEVELOPER_COURSE.path);
      await signIn(page, learner);
      await expect(page.getByRole("dialog", { name: "Student Login" })).toBeHidden();
      const enroll = page.getByRole("main").getByRole("button", { name: "Enroll Now" });
      await enroll.click();
      const dialog = page.getByRole("dialog", { name: `Enroll in ${DEVELOPER_COURSE.title}` });
      await expect(dialog.getByText(learner.email)).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveCount(0);
      await expect(dialog.getByLabel("Card number")).toBeVisible();
      await expectNoAxeViolations(page);
      // The number box is whole inside the dialog on a phone.
      const dialogBox = await dialog.boundingBox();
      const numberBox = await dialog.getByLabel("Card number").boundingBox();
      expect(dialogBox && numberBox).toBeTruthy();
      if (dialogBox && numberBox)
        expect(numberBox.x + numberBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(enroll).toBeFocused();

      await enroll.click();
      await dialog.getByLabel("Card number").fill(CARDS.succeeds);
      await expect(dialog.getByLabel("Card number")).toHaveValue(CARDS.succeeds);
      await dialog.getByLabel("Expiry date (MM / YY)").fill("1234");
      await expect(dialog.getByLabel("Expiry date (MM / YY)")).toHaveValue("12 / 34");
      await dialog.getByLabel("Security code (CVC)").fill("123");
      await dialog.getByRole("button", { name: PAY }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${DEVELOPER_COURSE.id}$`));
      // Still the same person: the session is the signed-in account's, which holds the course.
      const token = await page.evaluate(() => localStorage.getItem("access_token"));
      const me = await request.get("/api/auth/me", {
        headers: { authorization: `Bearer ${token ?? ""}` },
      });
      const account = (await me.json()) as { email: string; courses: string[] };
      expect(account.email).toBe(learner.email);
      expect(account.courses).toContain("development");
    });

    test("a subscriber saves a 3-D Secure card on /account by keyboard alone, confirming the mailed password", async ({
      page,
      request,
    }) => {
      await forbidStripeCdn(page);
      const buyer = await subscribeAsGuest(page, `card3ds${viewport.width}`);
      await gotoReady(page, "/account");
      const update = page.getByRole("main").getByRole("button", { name: "Update Payment" });
      await update.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Update Payment Method" });
      const number = dialog.getByLabel("Card number");
      await expect(number).toBeVisible();
      await number.focus();
      await page.keyboard.type(CARDS.authenticates);
      await page.keyboard.press("Tab");
      await page.keyboard.type("1234");
      await page.keyboard.press("Tab");
      await page.keyboard.type("123");
      await page.keyboard.press("Enter");

      // The purchase's own session cannot change a card (issue 45): the password, which only
      // the buyer's mailbox has, is asked for, and the update goes on.
      const mail = await mailWithSubject(request, buyer.email, "Your Academy account");
      const password = /Temporary password: (\S+)/.exec(mail)?.[1] ?? "";
      const confirm = page.getByRole("dialog", { name: "Confirm your password" });
      await expect(confirm.getByLabel(/^Password/)).toBeFocused();
      await page.keyboard.type(password);
      await page.keyboard.press("Enter");
      await expect(confirm).toBeHidden();

      const challenge = page.getByRole("dialog", { name: "3D Secure test card set-up" });
      await expect(challenge).toBeVisible();
      const complete = challenge.getByRole("button", { name: "Complete authentication" });
      await expect(complete).toBeFocused();
      // Tab moves inside the challenge, not back into the card dialog.
      await page.keyboard.press("Tab");
      await expect(challenge.getByRole("button", { name: "Fail authentication" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(complete).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(toast(page, "Payment method updated successfully!")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(update).toBeFocused();
    });
  });
}

test("the site has a favicon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/icon/);
});

/** A new account with a calculator subscription, bought through the modal as a guest. */
async function subscribeAsGuest(page: Page, label: string) {
  const buyer = newBuyer(label);
  await gotoReady(page, LANDING);
  const dialog = await openSubscribeModal(page);
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCard(dialog, CARDS.succeeds);
  await dialog.getByRole("button", { name: "Subscribe - $9/mo" }).click();
  await expect(page).toHaveURL(/\/deal-calculator$/);
  return buyer;
}
