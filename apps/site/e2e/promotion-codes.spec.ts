import { expect, test, type Locator, type Page } from "@playwright/test";
import { forbidStripeCdn } from "./enrolment-helpers.ts";
import { DEMO, expectNoAxeViolations, gotoReady, watchPageProblems } from "./site-helpers.ts";

/** Issue 48: promotion codes from the console to a buyer's `?code=` link, at 390 px, by keyboard. */

test.use({ viewport: { width: 390, height: 844 } });

/** Focuses a control and types into it with the keyboard (a date field's Tab order varies). */
async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.type(text);
}

async function expectNothingWiderThanThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("an admin creates a code; a buyer's ?code= link shows the server's discounted price", async ({
  page,
  browser,
}) => {
  const adminProblems = watchPageProblems(page);
  const code = `PRO${Date.now() % 1_000_000}`;
  await gotoReady(page, "/terms");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Student Login" }).press("Enter");
  const login = page.getByRole("dialog", { name: "Student Login" });
  await typeInto(page, login.getByLabel("Email"), DEMO.admin.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO.admin.password);
  await page.keyboard.press("Enter");
  await expect(login).toBeHidden();
  await banner.getByRole("button", { name: "Open menu" }).press("Enter");
  await banner.getByRole("link", { name: "Admin: Promotion codes" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Promotion codes" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Promotion codes" })).toBeVisible();

  const form = page.getByRole("form", { name: "Create a code" });
  await typeInto(page, form.getByRole("textbox", { name: /^Code/ }), code);
  await typeInto(page, form.getByRole("textbox", { name: /Percent off/ }), "20");
  await form.getByRole("checkbox", { name: "Discord Pro" }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByRole("checkbox", { name: "Discord Pro" })).toBeChecked();
  await typeInto(page, form.getByRole("textbox", { name: /Maximum uses/ }), "50");
  await typeInto(page, form.getByRole("textbox", { name: /Reason/ }), "Phone campaign");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Create code" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByText(`${code} created.`)).toBeVisible();
  const row = page.getByRole("table", { name: "Promotion codes" }).getByRole("row", { name: code });
  await expect(row.getByText("20 %")).toBeVisible();
  await expect(row.getByText("0 / 50")).toBeVisible();
  await expectNothingWiderThanThePhone(page);
  await expectNoAxeViolations(page);
  adminProblems.expectNone();

  // A guest in a browser of their own follows the campaign's link.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await guest.newPage();
  const buyerProblems = watchPageProblems(buyer);
  await forbidStripeCdn(buyer);
  await gotoReady(buyer, `/discord?code=${code.toLowerCase()}`);
  await buyer.getByRole("button", { name: "Join Pro" }).press("Enter");
  const dialog = buyer.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog.getByRole("textbox", { name: "Promotion code" })).toHaveValue(
    code.toLowerCase(),
  );
  // 20 % off the $197 first month, as the server previewed it.
  await expect(dialog.getByText(`${code} applied: -$39.40. New price: $157.60`)).toBeVisible();
  await expect(dialog.getByText("First payment $157.60, then $197/month")).toBeVisible();
  await expectNothingWiderThanThePhone(buyer);
  await expectNoAxeViolations(buyer);
  buyerProblems.expectNone();
  await guest.close();
});
