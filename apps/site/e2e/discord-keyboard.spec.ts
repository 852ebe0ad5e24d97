import { expect, test } from "@playwright/test";
import { forbidStripeCdn } from "./enrolment-helpers.ts";
import { expectNoAxeViolations, gotoReady } from "./site-helpers.ts";

/** The Discord page and the portal by keyboard alone, and axe-clean at desktop and phone widths (issue #16). */

test("the tiers page by keyboard: Yearly, Join Pro, the modal, Escape back", async ({ page }) => {
  await forbidStripeCdn(page);
  await gotoReady(page, "/discord");
  const yearly = page.getByRole("radio", { name: "Yearly" });
  const joinPro = page.getByRole("button", { name: "Join Pro" });
  // Tab until the billing toggle has focus, then choose Yearly with the arrow key.
  for (let presses = 0; presses < 15; presses += 1) {
    if (
      await page
        .getByRole("radio", { name: "Monthly" })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(yearly).toBeFocused();
  await page.keyboard.press("Space");
  await expect(yearly).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("$166/month billed yearly")).toBeVisible();

  for (let presses = 0; presses < 10; presses += 1) {
    if (await joinPro.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(joinPro).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  // The dialog takes focus (Radix: its first focusable element).
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Join for $1,997" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(joinPro).toBeFocused();
});

test("the portal's login form by keyboard: Tab, type, Enter gives the spec's failure message", async ({
  page,
}) => {
  await gotoReady(page, "/manage-subscription");
  const email = page.getByLabel("Email");
  for (let presses = 0; presses < 15; presses += 1) {
    if (await email.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  await page.keyboard.type("nobody@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Password" })).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid email or password. Check your welcome email for the password.",
  );
});

for (const width of [1280, 390]) {
  test(`axe finds nothing on the Discord page (test mode) and the portal at ${width} px`, async ({
    page,
  }) => {
    await forbidStripeCdn(page);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/discord?test=true");
    await expect(page.getByText("Test Mode Active - No payment will be processed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Join Pro" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await gotoReady(page, "/manage-subscription");
    await expect(page.getByRole("button", { name: "Access My Subscription" })).toBeDisabled();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
