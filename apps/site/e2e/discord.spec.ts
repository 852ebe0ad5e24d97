import { expect, test, type Page } from "@playwright/test";
import { CARDS, forbidStripeCdn, mailWithSubject, newBuyer } from "./enrolment-helpers.ts";
import { fillCard, passwordIn, subscriptionCard, toast } from "./discord-helpers.ts";
import { pdfText } from "../../../tooling/pdf-text.ts";
import { downloadedBytes } from "./pdf-helpers.ts";
import { expectNoAxeViolations, gotoReady } from "./site-helpers.ts";

/**
 * The Discord membership (issue #16) on the built site and the real server with the offline
 * Stripe stand-in: join Pro yearly, the welcome mail's password opens the portal, then the
 * card update, cancel at period end, reactivate and cancel now; the account page agrees.
 */

const SUCCESS =
  "Payment successful! Welcome to the Pro tier. Check your email for the Discord invite link.";

async function joinProYearly(page: Page, buyer: { fullName: string; email: string }) {
  await gotoReady(page, "/discord");
  await page.getByRole("radio", { name: "Yearly" }).click();
  const pro = subscriptionCard(page, "Pro");
  await expect(pro.getByText("$1,997")).toBeVisible();
  await expect(pro.getByText("Save 2 months")).toBeVisible();
  await pro.getByRole("button", { name: "Join Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await expect(dialog.getByText("What happens next?")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await fillCard(dialog);
  await dialog.getByRole("button", { name: "Join for $1,997" }).click();
  await expect(toast(page, SUCCESS)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("join Pro yearly, sign in to the portal with the mailed password, update the card, cancel, reactivate, cancel now; the account page agrees", async ({
  page,
  request,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("discord");
  await joinProYearly(page, buyer);

  const mail = await mailWithSubject(request, buyer.email, "Welcome to the Pro tier");
  expect(mail).toContain("http");
  const password = passwordIn(mail);

  // Issue 50: the payment kept the new member signed in, and /discord knows them.
  const nav = page.getByRole("navigation", { name: "Discord community" });
  await expect(nav.getByText("Pro member")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Manage" })).toHaveAttribute(
    "href",
    "/manage-subscription",
  );
  await expect(subscriptionCard(page, "Pro").getByText("Your plan", { exact: true })).toBeVisible();
  await expect(subscriptionCard(page, "Pro").getByRole("button")).toHaveCount(0);

  // The portal, signed in with the welcome mail's password (the purchase session, which never
  // changes a card or a plan, signed out first).
  await gotoReady(page, "/manage-subscription");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Access My Subscription" }).click();
  await expect(
    toast(page, "Logged in successfully! Manage your subscription below."),
  ).toBeVisible();
  const card = subscriptionCard(page, "Pro");
  await expect(card.getByText("ACTIVE")).toBeVisible();
  await expect(card.getByText("$1,997/year")).toBeVisible();
  // The card on file and the payment, its receipt mailed (issue 26).
  await expect(card.getByText("VISA ending in 4242, expires 12/34")).toBeVisible();
  const receiptMail = await mailWithSubject(
    request,
    buyer.email,
    "Your receipt: Discord Pro (yearly)",
  );
  expect(receiptMail).toContain("Amount: $1,997.00");
  const reference = /Reference: (R-\d{6})/.exec(receiptMail)?.[1] ?? "";
  const history = page.getByRole("table", { name: "Payment History" });
  await expect(history).toContainText("$1,997.00");
  await expect(history.getByText(`${reference} · Emailed`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Update the card: a SetupIntent confirmed with the new card, then the subscription's default.
  await card.getByRole("button", { name: "Update Payment" }).click();
  const update = page.getByRole("dialog", { name: "Update Payment Method" });
  await expect(update.getByLabel("Card number")).toBeVisible();
  await fillCard(update, CARDS.succeeds);
  await update.getByRole("button", { name: "Update Payment Method" }).click();
  await expect(toast(page, "Payment method updated successfully!")).toBeVisible();
  await expect(update).toBeHidden();
  await mailWithSubject(request, buyer.email, "Your card for Discord Pro (yearly) was updated");

  // Cancel at period end (the default): the notice with its date after the refetch.
  await card.getByRole("button", { name: "Cancel Subscription" }).click();
  let confirm = page.getByRole("alertdialog", { name: "We're sad to see you go" });
  await expect(confirm.getByRole("checkbox", { name: "Cancel at period end" })).toBeChecked();
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(
    toast(page, "[TEST] Subscription will be cancelled at the end of the billing period."),
  ).toBeVisible();
  const notice = card.getByText(
    /^Your subscription will be cancelled on [A-Z][a-z]+ \d{1,2}, \d{4}\. You'll continue to have access until then\.$/,
  );
  await expect(notice).toBeVisible();
  await expect(card.getByRole("button", { name: "Reactivate Subscription" })).toBeVisible();

  // Reactivate.
  await card.getByRole("button", { name: "Reactivate Subscription" }).click();
  // The reference server runs in test mode here, so its messages carry the "[TEST] " prefix.
  await expect(toast(page, "[TEST] Subscription reactivated successfully!")).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
  await expect(notice).toBeHidden();

  // The account page shows the same membership and its payment.
  await gotoReady(page, "/account");
  const accountCard = subscriptionCard(page, "Discord Pro");
  await expect(accountCard.getByText("$1,997/year")).toBeVisible();
  await expect(accountCard.getByText("ACTIVE")).toBeVisible();
  await expect(page.getByRole("table", { name: "Payment History" })).toContainText("$1,997.00");
  await expectNoAxeViolations(page);
  // Our PDF receipt, downloaded by keyboard.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download PDF receipt ${reference}` }).focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const receipt = pdfText(await downloadedBytes(download));
  for (const line of ["TEST MODE - no real money was charged", reference, "Discord Pro (yearly)"])
    expect(receipt).toContain(line);
  await mailWithSubject(
    request,
    buyer.email,
    /^Your Discord Pro \(yearly\) subscription will end on [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );
  await mailWithSubject(request, buyer.email, "Your Discord Pro (yearly) subscription continues");

  // Cancel now, from the portal.
  await gotoReady(page, "/manage-subscription");
  await subscriptionCard(page, "Pro").getByRole("button", { name: "Cancel Subscription" }).click();
  confirm = page.getByRole("alertdialog", { name: "We're sad to see you go" });
  await confirm.getByRole("checkbox", { name: "Cancel at period end" }).click();
  await expect(confirm.getByRole("checkbox", { name: "Cancel immediately" })).not.toBeChecked();
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(toast(page, "You currently have no active subscription.")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Manage Your Subscription" })
      .getByText("You currently have no active subscription."),
  ).toBeVisible();

  await gotoReady(page, "/account");
  const ended = subscriptionCard(page, "Discord Pro");
  await expect(ended.getByText("CANCELED")).toBeVisible();
  await expect(ended.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await mailWithSubject(request, buyer.email, "Your Discord Pro (yearly) subscription has ended");
  expect(cdn).toEqual([]);
});
