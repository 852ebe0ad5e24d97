import { expect, test } from "@playwright/test";

import { toast } from "./discord-helpers.ts";
import {
  expectNoAxeViolations,
  gotoReady,
  latestMail,
  uniqueEmail,
  watchPageProblems,
} from "./site-helpers.ts";

/** Sign-up from the Student Login modal (issue #14) and its empty-submit messages (#18). */

test("a visitor creates an account from the login modal and is signed in", async ({
  page,
  request,
}) => {
  const problems = watchPageProblems(page);
  const email = uniqueEmail("signup");
  await gotoReady(page, "/?loginModal=true");
  await page
    .getByRole("dialog", { name: "Student Login" })
    .getByRole("button", { name: "Create account" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create account" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText("Enter your full name")).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Full Name").fill("Sign Up Tester");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill("Strong-pass-1");
  await expect(dialog.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
    "aria-valuetext",
    "Strong",
  );
  await dialog.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/loginModal/);
  await expect(page.getByRole("banner").getByText("Sign Up Tester")).toBeVisible();
  // Issue 50: a word after the action.
  await expect(
    toast(page, "Welcome, Sign Up Tester! Your account is ready and you are signed in."),
  ).toBeVisible();
  // The welcome mail (the payments-server side of #14).
  expect((await latestMail(request, email)).subject).toBe("Welcome to the Academy");
  problems.expectNone();
});

test("an empty login submit says what is missing, not the server's validation text", async ({
  page,
}) => {
  await gotoReady(page, "/?loginModal=true");
  const dialog = page.getByRole("dialog", { name: "Student Login" });
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByText("Enter your email address")).toBeVisible();
  await expect(dialog.getByText("Enter your password")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog.getByText(/Login failed/)).toHaveCount(0);
  await expect(dialog.getByText(/must be a valid email/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
