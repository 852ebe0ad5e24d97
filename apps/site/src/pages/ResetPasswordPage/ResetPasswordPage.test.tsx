import { ACTION_CONFIRMATION_TEXT } from "../../components/ActionConfirmation/actionConfirmationText.ts";
import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RESET_PASSWORD as TEXT } from "../../pageText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { holdTimers } from "../../test/timers.ts";
import { validateReset } from "./ResetPasswordPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderReset(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, options);
  await screen.findByRole("heading", { level: 1, name: TEXT.title });
  const type = async (password: string, confirm: string) => {
    if (password) await view.user.type(screen.getByLabelText(/^New Password/), password);
    if (confirm) await view.user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  };
  const submit = () => view.user.click(screen.getByRole("button", { name: TEXT.submit }));
  return { ...view, type, submit };
}

describe("validateReset", () => {
  it("checks the token, then the match, then the length", () => {
    expect(validateReset("", "Abcdefg1!", "Abcdefg1!")).toBe(TEXT.missingToken);
    expect(validateReset("t", "Abcdefg1!", "Abcdefg2!")).toBe(TEXT.mismatch);
    expect(validateReset("t", "short", "short")).toBe(TEXT.tooShort);
    expect(validateReset("t", "12345678", "12345678")).toBeNull();
  });
});

describe("ResetPasswordPage", () => {
  it("says the token is missing when the link has none, and sends nothing", async () => {
    const { type, submit, api } = await renderReset("/reset-password");
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.missingToken);
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    expect(api.requests.some((request) => request.url.endsWith("/reset-password"))).toBe(false);
  });

  it("refuses passwords that differ or are shorter than 8 characters", async () => {
    const { type, submit, user } = await renderReset("/reset-password?token=abc");
    await type("Abcdefg1!", "Abcdefg2!");
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.mismatch);
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await type("Ab1!", "Ab1!");
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.tooShort);
  });

  it("rates the password as it is typed", async () => {
    const { user } = await renderReset("/reset-password?token=abc");
    const field = screen.getByLabelText(/^New Password/);
    await user.type(field, "abc");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Weak",
    );
    await user.type(field, "defgh1");
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuetext", "Medium");
    await user.type(field, "A!");
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuetext", "Strong");
  });

  it("resets, then goes to the redirect 2 seconds later", async () => {
    const redirect = holdTimers(TEXT.redirectDelayMs);
    const { type, submit, location, api } = await renderReset(
      "/reset-password?token=abc&redirect=%2Fnasclaprep%3FloginModal%3Dtrue",
    );
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    expect(await screen.findByText(TEXT.success)).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === `${TEST_API}/reset-password`);
    expect(await sent?.json()).toEqual({ token: "abc", new_password: "Abcdefg1!" });
    expect(location()).toBe("/reset-password?token=abc&redirect=%2Fnasclaprep%3FloginModal%3Dtrue");
    await expect.poll(() => redirect.isHolding()).toBe(true);
    act(() => redirect.release());
    await waitFor(() => expect(location()).toBe("/nasclaprep?loginModal=true"));
    // Issue 50: the page it lands on confirms the reset.
    expect(
      (await screen.findAllByText(ACTION_CONFIRMATION_TEXT.passwordReset))[0],
    ).toBeInTheDocument();
  });

  it("takes a link that carries the plain home page to the login prompt (issue 50)", async () => {
    const redirect = holdTimers(TEXT.redirectDelayMs);
    const { type, submit, location } = await renderReset("/reset-password?token=abc&redirect=%2F");
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    await screen.findByText(TEXT.success);
    await expect.poll(() => redirect.isHolding()).toBe(true);
    act(() => redirect.release());
    await waitFor(() => expect(location()).toBe(TEXT.defaultRedirect));
    expect(await screen.findByRole("dialog", { name: "Student Login" })).toBeInTheDocument();
  });

  it("goes home with the login modal by default, and never to another site", async () => {
    const redirect = holdTimers(TEXT.redirectDelayMs);
    const { type, submit, location } = await renderReset(
      "/reset-password?token=abc&redirect=https%3A%2F%2Fevil.example",
    );
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    await screen.findByText(TEXT.success);
    await expect.poll(() => redirect.isHolding()).toBe(true);
    act(() => redirect.release());
    await waitFor(() => expect(location()).toBe(TEXT.defaultRedirect));
  });

  it("shows the server's detail when the token is refused", async () => {
    const { type, submit } = await renderReset("/reset-password?token=expired");
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid or expired reset token");
  });

  it("falls back to the spec's messages", async () => {
    const { type, submit } = await renderReset("/reset-password?token=abc", {
      overrides: [
        http.post(`${TEST_API}/reset-password`, () => new HttpResponse(null, { status: 500 })),
      ],
    });
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.failed);
  });

  it("says so when the network fails", async () => {
    const { type, submit } = await renderReset("/reset-password?token=abc", {
      overrides: [
        http.post(`${TEST_API}/reset-password`, () => {
          throw new TypeError("offline");
        }),
      ],
    });
    await type("Abcdefg1!", "Abcdefg1!");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.network);
  });

  it("links Back to Login to /login", async () => {
    await renderReset("/reset-password?token=abc");
    expect(screen.getByRole("link", { name: TEXT.backToLogin })).toHaveAttribute("href", "/login");
  });
});
