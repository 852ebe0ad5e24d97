import { expect, test, type Page } from "@playwright/test";
import { forbidStripeCdn, mailWithSubject, newBuyer } from "./enrolment-helpers.ts";
import { fillCard, passwordIn, subscriptionCard, toast } from "./discord-helpers.ts";
import {
  DEMO,
  expectNoAxeViolations,
  gotoReady,
  registerUser,
  signInThroughApi,
} from "./site-helpers.ts";

/**
 * Connecting Discord (issue 27) on the built site, the real server, the offline Stripe and the
 * offline Discord (its consent page): pay, connect, see the role granted; cancel now and see it
 * removed. Each journey is a new member with its own Discord user name.
 */

const discordName = () => `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const panel = (page: Page) => page.getByRole("region", { name: "Discord", exact: true });

test("a new member pays for Pro, connects Discord through the consent page, sees the role granted, switches to Community with the proration preview, cancels now and sees it removed", async ({
  page,
  request,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("connect");
  await gotoReady(page, "/discord");
  await subscriptionCard(page, "Pro").getByRole("button", { name: "Join Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await fillCard(dialog);
  await dialog.getByRole("button", { name: "Join for $197" }).click();
  await expect(dialog).toBeHidden();

  // The success state's next step; the welcome mail carries the same link.
  const step = page.getByRole("region", { name: "Next: connect Discord" });
  await expect(step.getByRole("link", { name: "Connect Discord" })).toBeFocused();
  const mail = await mailWithSubject(request, buyer.email, "Welcome to the Pro tier");
  expect(mail).toMatch(/\/discord\/connect$/m);
  // Issue 50: the payment kept the new member signed in, so the step survives a reload and
  // leads straight to Discord's consent page.
  await page.reload();
  await expect(step.getByRole("link", { name: "Connect Discord" })).toBeVisible();
  await step.getByRole("link", { name: "Connect Discord" }).click();

  await expect(page.getByRole("heading", { name: "Connect your Discord account" })).toBeVisible();
  const name = discordName();
  await page.getByLabel("Discord user name").fill(name);
  await page.getByRole("button", { name: "Authorize" }).click();

  await expect(page).toHaveURL(/\/discord\/linked\?/);
  await expect(page.getByText(`Connected as ${name}`)).toBeVisible();
  await expect(page.getByText("Pro role granted")).toBeVisible();
  await expectNoAxeViolations(page);

  // The portal shows the account and the role; cancel now and the role goes.
  await page.getByRole("link", { name: "Manage subscription" }).click();
  await expect(panel(page).getByText(`Connected as ${name}`)).toBeVisible();
  await expect(panel(page).getByText("Pro role granted")).toBeVisible();

  // Switch to Community at 390 px: the prorated preview (the unused Pro time credited), then
  // the role moves.
  await page.setViewportSize({ width: 390, height: 844 });
  await subscriptionCard(page, "Pro").getByRole("button", { name: "Change plan" }).click();
  const change = page.getByRole("dialog", { name: "Change your plan" });
  await change.getByRole("radio", { name: "Community" }).click();
  await change.getByRole("button", { name: "See the price" }).click();
  await expect(
    change.getByRole("heading", { name: "Switch to Community (monthly)" }),
  ).toBeFocused();
  await expect(change.getByText("Credited to your account")).toBeVisible();
  await expect(change.getByText("$97.00/month")).toBeVisible();
  expect(await change.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await change.getByRole("button", { name: "Confirm change" }).click();
  // The purchase's own session never changes a plan (issue 45): the mailed password is asked.
  const confirmPassword = page.getByRole("dialog", { name: "Confirm your password" });
  await confirmPassword.getByLabel(/^Password/).fill(passwordIn(mail));
  await confirmPassword.getByRole("button", { name: "Confirm" }).click();
  await expect(confirmPassword).toBeHidden();
  await expect(toast(page, "[TEST] Your plan is now Discord Community (monthly).")).toBeVisible();
  await expect(subscriptionCard(page, "Community")).toBeVisible();
  await expect(panel(page).getByText("Community role granted")).toBeVisible();
  await mailWithSubject(request, buyer.email, "Your plan is now Discord Community (monthly)");

  await subscriptionCard(page, "Community")
    .getByRole("button", { name: "Cancel Subscription" })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "We're sad to see you go" });
  await confirm.getByRole("checkbox", { name: "Cancel at period end" }).click();
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(toast(page, "You currently have no active subscription.")).toBeVisible();
  await expect(panel(page).getByText("Community role removed")).toBeVisible();
  expect(cdn).toEqual([]);
});

test("at 390 px by keyboard: connect through the mailed link, cancel on the consent page, then authorize", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerUser(request, "connectkeys");
  await signInThroughApi(page, request, account);
  // Issue 50: without a membership the account page offers no Discord controls.
  await gotoReady(page, "/account");
  await expect(page.getByRole("heading", { level: 2, name: "Payment History" })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Connect Discord" })).toHaveCount(0);
  // The welcome mail's link still starts the round trip (the page goes on to the consent page
  // at once, so it is never marked ready).
  await page.goto("/discord/connect");

  // Cancel on Discord's side: a clear message and a way to try again.
  const cancel = page.getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeVisible();
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("You cancelled connecting Discord. Nothing was changed."),
  ).toBeVisible();
  const retry = page.getByRole("link", { name: "Try again" });
  await retry.focus();
  await page.keyboard.press("Enter");

  const username = page.getByLabel("Discord user name");
  await expect(username).toBeVisible();
  await username.focus();
  const name = discordName();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Authorize" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Connected as ${name}`)).toBeVisible();
  await expect(page.getByText(/^No role is on its way/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo member starts connected with the Pro role granted; a forged return is refused", async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, DEMO.discord);
  await gotoReady(page, "/manage-subscription");
  await expect(panel(page).getByText("Connected as dana_discord")).toBeVisible();
  await expect(panel(page).getByText("Pro role granted")).toBeVisible();

  await gotoReady(page, "/discord/linked?code=abc&state=forged");
  await expect(
    page.getByText(/^This Discord connection was not started from your account/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
});
