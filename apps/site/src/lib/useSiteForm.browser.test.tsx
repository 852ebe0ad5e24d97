import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ContactForm } from "../components/ContactForm/ContactForm.tsx";
import { MentorshipApplication } from "../pages/MentorshipPage/MentorshipApplication.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

// In a real browser: the focus moves only if the errors are on the page before it is asked
// to, which is what the hook's flushSync is there for.
describe("useSiteForm's forms in a browser", () => {
  it("focuses the first invalid field of the contact form, then lets the message be fixed", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<ContactForm />);
    await page.getByLabelText(/^Email Address/).fill("jo@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = page.getByLabelText(/^Full Name/);
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByText("Message is required")).toBeVisible();
    await page.getByLabelText(/^Message/).fill("Hello");
    await expect.element(page.getByText("Message is required")).not.toBeInTheDocument();
    await expect.element(page.getByText("Full Name is required")).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("focuses the mentorship location picker when it is the only field missing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<MentorshipApplication onClose={() => undefined} />);
    await page.getByLabelText(/^First Name/).fill("Ann");
    await page.getByLabelText(/^Last Name/).fill("Lee");
    await page.getByLabelText(/^Email/).fill("ann@example.com");
    await page.getByLabelText(/^Phone/).fill("214-555-0100");
    await userEvent.click(page.getByRole("button", { name: "Submit Application" }));
    await expect.element(page.getByRole("combobox", { name: /^Location/ })).toHaveFocus();
    await expect.element(page.getByText("Location is required")).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
