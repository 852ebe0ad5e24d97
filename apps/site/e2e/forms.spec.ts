import { expect, test, type Page } from "@playwright/test";
import { gotoReady, storedSubmission } from "./site-helpers.ts";

/** The form service's answer to the next submission of `formId`. */
function submission(page: Page, formId: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/forms/${formId}`) && response.request().method() === "POST",
  );
}

test("the contact form is stored and thanks the visitor, then comes back after 5 s", async ({
  page,
  request,
}) => {
  await gotoReady(page, "/#contact");
  const form = page.getByRole("form", { name: "Get in Touch" });
  await form.getByLabel("Full Name").fill("Casey Contact");
  await form.getByLabel("Email Address").fill("casey@example.com");
  await form.getByLabel("Phone Number").fill("214-555-0123");
  await form.getByLabel("Message").fill("I'd like to know more about the licensing course.");
  const answer = submission(page, "contact");
  await form.getByRole("button", { name: "Send Message" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  const typed = {
    name: "Casey Contact",
    email: "casey@example.com",
    phone: "214-555-0123",
    message: "I'd like to know more about the licensing course.",
  };
  expect(response.request().postDataJSON()).toEqual(typed);
  expect((await storedSubmission(request, "contact", typed.email)).fields).toEqual(typed);
  await expect(page.getByText("Thank You")).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Get in Touch" }).getByLabel("Full Name"),
  ).toHaveValue("");
});

test("the partnership form is stored and thanks the applicant until closed", async ({
  page,
  request,
}) => {
  await gotoReady(page, "/#accelerator");
  await page.getByRole("button", { name: "Join the Network" }).click();
  const form = page.getByRole("form", { name: "Join the Partnership Network" });
  await form.getByLabel("Full Name").fill("Pat Partner");
  await form.getByLabel("Email Address").fill("pat@builders.example");
  await form.getByLabel("Phone Number").fill("214-555-0456");
  await form.getByLabel("Message").fill("We run two framing crews out of Dallas.");
  const answer = submission(page, "partnership");
  await form.getByRole("button", { name: "Submit Application" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  // The company the form sends empty (it has no input) is not kept.
  expect((await storedSubmission(request, "partnership", "pat@builders.example")).fields).toEqual({
    name: "Pat Partner",
    email: "pat@builders.example",
    phone: "214-555-0456",
    message: "We run two framing crews out of Dallas.",
  });
  await expect(page.getByText("Thank You")).toBeVisible();
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("button", { name: "Join the Network" })).toBeVisible();
});

test("the mentorship application is stored as form data and confirmed", async ({
  page,
  request,
}) => {
  await gotoReady(page, "/mentorship");
  await page.getByRole("button", { name: "Apply for Mentorship" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Apply for Mentorship" });
  await dialog.getByLabel("First Name").fill("Morgan");
  await dialog.getByLabel("Last Name").fill("Mentee");
  await dialog.getByLabel("Email").fill("morgan@example.com");
  await dialog.getByLabel("Phone").fill("214-555-0789");
  await dialog.getByRole("combobox", { name: "Location" }).click();
  await page.getByRole("option", { name: "Dallas, TX" }).click();
  await dialog.getByLabel("Your Goals").fill("Run my own crews within a year.");
  const answer = submission(page, "mentorship");
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  expect(response.request().headers()["content-type"]).toContain("multipart/form-data");
  // Experience and availability have no inputs: sent empty, so not kept.
  expect((await storedSubmission(request, "mentorship", "morgan@example.com")).fields).toEqual({
    firstName: "Morgan",
    lastName: "Mentee",
    email: "morgan@example.com",
    phone: "214-555-0789",
    location: "Dallas, TX",
    goals: "Run my own crews within a year.",
  });
  await expect(
    dialog.getByText("Application Submitted! We will contact you within 48 hours."),
  ).toBeVisible();
});

test("a form the service refuses shows the spec's message above the button", async ({ page }) => {
  await page.route("**/api/forms/contact", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({ error: "nope" }),
    }),
  );
  await gotoReady(page, "/#contact");
  const form = page.getByRole("form", { name: "Get in Touch" });
  await form.getByLabel("Full Name").fill("Casey Contact");
  await form.getByLabel("Email Address").fill("casey@example.com");
  await form.getByLabel("Message").fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "There was an issue submitting your form. Please try again.",
  );
});
