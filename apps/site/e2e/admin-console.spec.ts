import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  buyCourseThroughApi,
  DEMO,
  expectNoAxeViolations,
  gotoReady,
  signIn,
  uniqueEmail,
} from "./site-helpers.ts";

/** A course bought by card through the API as the paying page does it (stand-in Stripe). */
async function buyer(request: APIRequestContext) {
  const email = uniqueEmail("console-buyer");
  await buyCourseThroughApi(request, { email, fullName: "Casey Console", courseId: 1 });
  return email;
}

test.use({ viewport: { width: 390, height: 844 } });

test("support at 390 px: find a buyer, refund them, re-sync a member's Discord role", async ({
  page,
  request,
}) => {
  const email = await buyer(request);
  await gotoReady(page, "/terms");
  await signIn(page, DEMO.admin);
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeHidden();
  // On a phone the console is in the menu, under the admin's name.
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Admin: People" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search by e-mail or name" }).fill(email);
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "Casey Console" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Casey Console" })).toBeVisible();
  await expectNoAxeViolations(page);
  const money = page.getByRole("region", { name: "Subscriptions" });
  await money.getByRole("button", { name: "Refund $997.00" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Bought by mistake");
  await dialog.getByRole("button", { name: "Refund $997.00" }).click();
  await expect(dialog).toBeHidden();
  await expect(money.getByText(/Refunded \$997\.00/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Courses" }).getByText("No courses."),
  ).toBeVisible();
  // Nothing wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole("link", { name: "All people" }).click();
  await page.getByRole("searchbox", { name: "Search by e-mail or name" }).fill(DEMO.discord.email);
  await page.keyboard.press("Enter");
  await page.getByRole("list", { name: "People" }).getByRole("link").first().click();
  const access = page.getByRole("region", { name: "Discord" });
  await access.getByRole("button", { name: "Re-sync Discord role" }).click();
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Role vanished");
  await dialog.getByRole("button", { name: "Re-sync Discord role" }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table.getByText("Bought by mistake")).toBeVisible();
  await expect(table.getByText("Role vanished")).toBeVisible();
  await expectNoAxeViolations(page);
});
