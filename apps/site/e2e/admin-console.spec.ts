import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, expectNoAxeViolations, gotoReady, signIn, uniqueEmail } from "./site-helpers.ts";

/** A course bought by card through the API as the paying page does it (stand-in Stripe). */
async function buyer(request: APIRequestContext) {
  const email = uniqueEmail("console-buyer");
  const intent = await request.post("/api/payments/create-intent", {
    data: { course_id: 1, name: "Casey Console", email },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { client_secret: secret } = (await intent.json()) as { client_secret: string };
  const config = (await (await request.get("/api/payments/config")).json()) as {
    publishable_key: string;
  };
  const id = secret.split("_secret_")[0] ?? "";
  const confirmed = await request.post(`/api/stripe-standin/v1/payment_intents/${id}/confirm`, {
    headers: { authorization: `Bearer ${config.publishable_key}` },
    form: {
      client_secret: secret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": "4242424242424242",
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": "34",
      "payment_method_data[card][cvc]": "123",
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const enrolled = await request.post("/api/enroll", {
    data: { course_id: 1, email, full_name: "Casey Console", client_secret: secret },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
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
