import { expect, test } from "@playwright/test";
import { gotoReady, registerUser, signIn, TINY_PNG } from "./site-helpers.ts";

test("a learner uploads a profile picture, sees it, and removes it", async ({ page, request }) => {
  const account = await registerUser(request, "picture");
  await gotoReady(page, "/terms");
  await signIn(page, account);
  const header = page.getByRole("banner");

  await header.getByRole("button", { name: "Add a profile picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Profile Picture" });
  await expect(dialog.getByText("Supported formats: JPG, PNG, GIF")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
  await dialog
    .getByTestId("file-input")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(dialog.getByText("me.png")).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/user/profile-picture") &&
      response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Upload" }).click();
  const { profile_picture_url: url } = (await (await uploaded).json()) as {
    profile_picture_url: string;
  };
  await expect(dialog).toBeHidden();

  // The header shows the stored picture, loaded from the server.
  const avatar = header.getByRole("button", { name: "View your profile picture" });
  await expect(avatar.locator("img")).toHaveAttribute("src", url);
  expect((await request.get(url)).ok()).toBe(true);

  // It survives a reload: the server has it.
  await page.reload();
  await avatar.click();
  const viewer = page.getByRole("dialog", { name: "Your profile picture" });
  await expect(viewer.locator("img")).toHaveAttribute("src", url);
  await viewer.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Profile Picture" });
  await edit.getByRole("button", { name: "Remove picture" }).click();
  await expect(edit).toBeHidden();
  await expect(header.getByRole("button", { name: "Add a profile picture" })).toBeVisible();
  await page.reload();
  await expect(header.getByRole("button", { name: "Add a profile picture" })).toBeVisible();
});

test("a file that is not an image is refused before upload", async ({ page, request }) => {
  const account = await registerUser(request, "notimage");
  await gotoReady(page, "/terms");
  await signIn(page, account);
  await page.getByRole("banner").getByRole("button", { name: "Add a profile picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Profile Picture" });
  await dialog
    .getByTestId("file-input")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByRole("alert")).toHaveText(/Please select an image file/);
  await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
});
