import { expect, test } from "@playwright/test";
import { DEMO, gotoReady, latestMail, registerUser, signIn } from "./site-helpers.ts";

test("a demo learner signs in from the header and out again", async ({ page }) => {
  await gotoReady(page, "/");
  await signIn(page, DEMO.learner);
  const header = page.getByRole("banner");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByText(DEMO.learner.fullName)).toBeVisible();
  await expect(header.getByRole("button", { name: "Add a profile picture" })).toBeVisible();

  // The session survives a reload (tokens in local storage, GET /auth/me at start).
  await page.reload();
  await expect(header.getByText(DEMO.learner.fullName)).toBeVisible();

  await header.getByRole("button", { name: "Logout" }).click();
  await expect(header.getByRole("button", { name: "Student Login" })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem("access_token"),
      localStorage.getItem("refresh_token"),
    ]),
  ).toEqual([null, null]);
});

test("a wrong password is refused and the modal stays open", async ({ page }) => {
  await gotoReady(page, "/nasclaprep?loginModal=true");
  const dialog = page.getByRole("dialog", { name: "Student Login" });
  await dialog.getByLabel("Email").fill(DEMO.mentee.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill("not-the-password");
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Login failed: Invalid credentials");
  await expect(page).toHaveURL(/\/nasclaprep\?loginModal=true$/);
});

test("forgot password: the reset mail's link sets a new password, which then signs in", async ({
  page,
  request,
}) => {
  const account = await registerUser(request, "reset");
  await gotoReady(page, "/practice-tests?loginModal=true");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
  await dialog.getByLabel("Enter your email").fill(account.email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("Password reset instructions sent to your email")).toBeVisible();
  // After 3 seconds the message goes and the login view is back.
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeVisible();

  const mail = await latestMail(request, account.email);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link as string);
  expect(url.searchParams.get("redirect")).toBe("/practice-tests");

  await gotoReady(page, url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await page.getByLabel("New Password").fill("Changed456!");
  await expect(page.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
    "aria-valuetext",
    "Strong",
  );
  await page.getByLabel("Confirm Password").fill("Changed456!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/practice-tests$/);

  await signIn(page, { email: account.email, password: account.password });
  await expect(page.getByRole("dialog", { name: "Student Login" }).getByRole("alert")).toHaveText(
    "Login failed: Invalid credentials",
  );
  const dialogAgain = page.getByRole("dialog", { name: "Student Login" });
  await dialogAgain.getByRole("textbox", { name: "Password" }).fill("Changed456!");
  await dialogAgain.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("banner").getByText(account.fullName)).toBeVisible();
});

test("an enrolled learner's course card goes through the enrolment check to /course/2", async ({
  page,
}) => {
  await gotoReady(page, "/");
  await signIn(page, DEMO.learner);
  await expect(page.getByRole("banner").getByText(DEMO.learner.fullName)).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "General Contractor Licensing Course" });
  const check = page.waitForResponse((response) =>
    /\/api\/users\/\d+\/enrollment\/2$/.test(response.url()),
  );
  await card.getByRole("button", { name: "Continue course" }).click();
  expect(await (await check).json()).toEqual({ enrolled: true });
  await expect(page).toHaveURL(/\/course\/2$/);
});

test("a learner not enrolled in a course goes to its sales page", async ({ page }) => {
  await gotoReady(page, "/");
  await signIn(page, DEMO.learner);
  await expect(page.getByRole("banner").getByText(DEMO.learner.fullName)).toBeVisible();
  await page
    .getByRole("article")
    .filter({ hasText: "Real Estate Developer Course" })
    .getByRole("button")
    .click();
  await expect(page).toHaveURL(/\/redevelopment$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Real Estate Developer Course" }),
  ).toBeVisible();
});
