import { expect, test } from "@playwright/test";
import { forbidStripeCdn } from "./enrolment-helpers.ts";
import { holdChunk, layoutShift, recordLayoutShift } from "./layout-shift.ts";
import { gotoReady } from "./site-helpers.ts";

/**
 * /discord loads its dialogs on first use (issue #30): the page's first load carries neither
 * the members' login nor the join modal, and a click made before that code arrives is not
 * lost: the dialog opens as soon as it is there.
 */

test("the page paints without a layout shift and without the dialogs' code", async ({ page }) => {
  const login = await holdChunk(page, "DiscordLoginDialog");
  const join = await holdChunk(page, "DiscordJoin");
  await recordLayoutShift(page, "load");
  await gotoReady(page, "/discord");
  // Sales are open on this server: the answer turns Coming Soon into the join buttons.
  await expect(page.getByRole("button", { name: "Join Pro" })).toBeEnabled();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  expect(login.requested()).toBe(false);
  expect(join.requested()).toBe(false);
  login.release();
  join.release();
});

test("Member Login clicked before the dialog's code arrives opens it once it does", async ({
  page,
}) => {
  const code = await holdChunk(page, "DiscordLoginDialog");
  await gotoReady(page, "/discord");
  const memberLogin = page.getByRole("button", { name: "Member Login" });
  await memberLogin.click();
  await expect.poll(code.requested).toBe(true);
  const dialog = page.getByRole("dialog", { name: "Member Login" });
  await expect(dialog).toHaveCount(0);

  code.release();
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText("Sign in with the email and password from your welcome email."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Login" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Join clicked before the join modal's code arrives opens it for that tier once it does", async ({
  page,
}) => {
  await forbidStripeCdn(page);
  const code = await holdChunk(page, "DiscordJoin");
  await gotoReady(page, "/discord");
  await page.getByRole("radio", { name: "Yearly" }).click();
  await page.getByRole("button", { name: "Join Community" }).click();
  await expect.poll(code.requested).toBe(true);
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog).toHaveCount(0);

  code.release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Join for $997" })).toBeVisible();
});
