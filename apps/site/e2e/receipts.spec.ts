import { expect, test, type Locator, type Page } from "@playwright/test";
import { forbidStripeCdn, mailWithSubject, newBuyer } from "./enrolment-helpers.ts";
import { fillCard, passwordIn, subscriptionCard, toast } from "./discord-helpers.ts";
import { pdfText } from "../../../tooling/pdf-text.ts";
import { downloadedBytes } from "./pdf-helpers.ts";
import { expectNoAxeViolations, gotoReady } from "./site-helpers.ts";

/**
 * Receipts are frozen at payment time (issue 45): join Discord Pro monthly, upgrade to yearly
 * in the portal, and the payment history and the PDFs still say what each payment was for,
 * the upgrade with its proration line.
 */

test.describe.configure({ timeout: 150_000 });

async function joinProMonthly(page: Page, buyer: { fullName: string; email: string }) {
  await gotoReady(page, "/discord");
  await subscriptionCard(page, "Pro").getByRole("button", { name: "Join Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await fillCard(dialog);
  await dialog.getByRole("button", { name: "Join for $197" }).click();
  await expect(
    toast(
      page,
      "Payment successful! Welcome to the Pro tier. Check your email for the Discord invite link.",
    ),
  ).toBeVisible();
}

async function receiptPdf(page: Page, history: Locator, reference: string) {
  const downloading = page.waitForEvent("download");
  await history.getByRole("button", { name: `Download PDF receipt ${reference}` }).click();
  return pdfText(await downloadedBytes(await downloading));
}

test("a plan change leaves the first receipt as it was paid and itemises the upgrade", async ({
  page,
  request,
}) => {
  const cdn = await forbidStripeCdn(page);
  const buyer = newBuyer("receipts");
  await joinProMonthly(page, buyer);
  const first = await mailWithSubject(request, buyer.email, "Your receipt: Discord Pro (monthly)");
  const firstReference = /Reference: (R-\d{6})/.exec(first)?.[1] ?? "";
  const password = passwordIn(
    await mailWithSubject(request, buyer.email, "Welcome to the Pro tier"),
  );

  // The payment kept the new member signed in (issue 50) with a purchase session, which never
  // changes a plan: sign out, then in with the mailed password.
  await gotoReady(page, "/manage-subscription");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Access My Subscription" }).click();
  const card = subscriptionCard(page, "Pro");
  await card.getByRole("button", { name: "Change plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Change your plan" });
  await dialog.getByRole("radio", { name: "Yearly" }).click();
  await dialog.getByRole("button", { name: "See the price" }).click();
  await dialog.getByRole("button", { name: "Confirm change" }).click();
  await expect(toast(page, "[TEST] Your plan is now Discord Pro (yearly).")).toBeVisible();
  const upgrade = await mailWithSubject(request, buyer.email, "Your receipt: Discord Pro (yearly)");
  const upgradeReference = /Reference: (R-\d{6})/.exec(upgrade)?.[1] ?? "";

  await gotoReady(page, "/account");
  const history = page.getByRole("table", { name: "Payment History" });
  const lines = history.getByRole("list", { name: `Line items of ${upgradeReference}` });
  await expect(lines.getByRole("listitem")).toHaveText([
    /^Unused time on Discord Pro \(monthly\) -\$\d+\.\d\d$/,
    "Discord Pro (yearly) $1,997.00",
  ]);
  const rows = history.getByRole("row");
  await expect(rows.filter({ hasText: firstReference })).toContainText("Discord Pro (monthly)");
  await expect(rows.filter({ hasText: firstReference })).toContainText("$197.00");
  await expectNoAxeViolations(page);

  const firstPdf = await receiptPdf(page, history, firstReference);
  expect(firstPdf).toContain("Discord Pro (monthly)");
  expect(firstPdf).toContain("Total paid: $197.00");
  expect(firstPdf).not.toContain("yearly");
  const upgradePdf = await receiptPdf(page, history, upgradeReference);
  for (const text of ["Unused time on Discord Pro (monthly)", "Discord Pro (yearly)", "$1,997.00"])
    expect(upgradePdf).toContain(text);
  expect(cdn).toEqual([]);
});
