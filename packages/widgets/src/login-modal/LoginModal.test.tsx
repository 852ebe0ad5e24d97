import { MOCK_PASSWORD, mockUsers } from "@academy/api/mocks";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_MODAL_TEXT as TEXT, RESET_MESSAGE_MS } from "./constants.ts";
import { FIELD_MESSAGES } from "../shared/fieldValidation.ts";
import { LoginModal } from "./LoginModal.tsx";
import {
  axeViolations,
  createTestClient,
  holdTimers,
  TEST_API,
  TestProviders,
} from "../shared/testing.tsx";

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "modal open" : "modal closed"}</p>
      <LoginModal
        open={open}
        originPage="/nasclaprep"
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const { client, requests } = createTestClient(options);
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders client={client}>
      <Harness onOpenChange={onOpenChange} />
    </TestProviders>,
  );
  return { client, requests, onOpenChange, user };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("LoginModal", () => {
  it("opens with the e-mail field focused, so what is typed goes there (not to the close button)", async () => {
    const { user } = setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard("pat@example.com");
    expect(email).toHaveValue("pat@example.com");
  });

  it("shows the e-mail and password fields, Forgot password? and Login, with no axe violations", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(within(dialog).getByLabelText(/^Password\*?$/)).toHaveAttribute("type", "password");
    expect(within(dialog).getByRole("button", { name: TEXT.forgotPassword })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: TEXT.login })).toBeVisible();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("closes by itself once the login succeeds", async () => {
    const { user, onOpenChange } = setup();
    await user.type(await screen.findByLabelText(/^Email/), mockUsers.student.email);
    await user.type(screen.getByLabelText(/^Password\*?$/), MOCK_PASSWORD);
    await user.click(screen.getByRole("button", { name: TEXT.login }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByText("modal closed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says why a wrong password failed and stays open", async () => {
    const { user, onOpenChange } = setup();
    await user.type(await screen.findByLabelText(/^Email/), mockUsers.student.email);
    await user.type(screen.getByLabelText(/^Password\*?$/), "wrong-password");
    await user.click(screen.getByRole("button", { name: TEXT.login }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed: Invalid credentials");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("answers an empty submit beside each field, without asking the server (#18)", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.login }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription(FIELD_MESSAGES.emailMissing);
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveAccessibleDescription(
      FIELD_MESSAGES.passwordMissing,
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(requests.some((request) => request.url.endsWith("/auth/login"))).toBe(false);
    expect(screen.queryByText(/Login failed/)).not.toBeInTheDocument();
  });

  it("asks for a well-formed e-mail, and never shows the server's raw validation text (#18)", async () => {
    const { user } = setup({
      overrides: [
        http.post(`${TEST_API}/auth/login`, () =>
          HttpResponse.json({ detail: "email: must be a valid email address" }, { status: 422 }),
        ),
      ],
    });
    await user.type(await screen.findByLabelText(/^Email/), "not-an-email");
    await user.type(screen.getByLabelText(/^Password\*?$/), "secret");
    await user.click(screen.getByRole("button", { name: TEXT.login }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MESSAGES.emailFormat);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), "someone@example.com");
    await user.click(screen.getByRole("button", { name: TEXT.login }));
    expect(await screen.findByText("Login failed: Invalid credentials")).toBeInTheDocument();
    expect(screen.queryByText(/must be a valid email/)).not.toBeInTheDocument();
  });

  it("creates an account with a strength meter, then signs in and closes", async () => {
    const { user, requests, onOpenChange } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.createAccount }));
    const dialog = screen.getByRole("dialog", { name: TEXT.signUpTitle });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Full Name/), "  New Learner ");
    await user.type(within(dialog).getByLabelText(/^Email/), "new.learner@example.com");
    await user.type(within(dialog).getByLabelText(/^Password\*?$/), "abc");
    expect(within(dialog).getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Weak",
    );
    await user.click(within(dialog).getByRole("button", { name: TEXT.createAccount }));
    expect(within(dialog).getByLabelText(/^Password\*?$/)).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MESSAGES.passwordTooShort),
    );
    expect(requests.some((request) => request.url.endsWith("/auth/register"))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Password\*?$/), "Def12!x");
    expect(within(dialog).getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
    await user.click(within(dialog).getByRole("button", { name: TEXT.createAccount }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = requests.find((request) => request.url.endsWith("/auth/register"));
    expect(await sent?.json()).toEqual({
      full_name: "New Learner",
      email: "new.learner@example.com",
      password: "abcDef12!x",
    });
  });

  it("says when the e-mail already has an account", async () => {
    const { user, onOpenChange } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.createAccount }));
    await user.type(screen.getByLabelText(/^Full Name/), "Someone");
    await user.type(screen.getByLabelText(/^Email/), mockUsers.student.email);
    await user.type(screen.getByLabelText(/^Password\*?$/), "Long-enough-1");
    await user.click(screen.getByRole("button", { name: TEXT.createAccount }));
    expect(await screen.findByText("An account with this email already exists")).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: TEXT.haveAccount }));
    expect(screen.getByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
  });

  it("sends the reset request with the origin page, shows the success for 3 s, then clears and returns to login", async () => {
    const done = holdTimers(RESET_MESSAGE_MS);
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.forgotPassword }));
    const dialog = screen.getByRole("dialog", { name: TEXT.resetTitle });
    const email = within(dialog).getByLabelText(/^Enter your email/);
    await user.type(email, "someone@example.com");
    await user.click(within(dialog).getByRole("button", { name: TEXT.sendResetLink }));

    expect(await screen.findByText(TEXT.resetSuccess)).toBeInTheDocument();
    const sent = requests.find((request) => request.url === `${TEST_API}/forgot-password`);
    expect(await sent?.json()).toEqual({ email: "someone@example.com", originPage: "/nasclaprep" });

    await expect.poll(() => done.isHolding()).toBe(true);
    expect(screen.getByText(TEXT.resetSuccess)).toBeInTheDocument();
    act(() => done.release());
    expect(screen.queryByText(TEXT.resetSuccess)).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: TEXT.title })).toBeInTheDocument();

    // Back on the reset view the field starts empty again.
    await user.click(screen.getByRole("button", { name: TEXT.forgotPassword }));
    expect(screen.getByLabelText(/^Enter your email/)).toHaveValue("");
  });

  it("shows the failure for 3 s and stays on the reset view", async () => {
    const done = holdTimers(RESET_MESSAGE_MS);
    const { user } = setup({
      overrides: [
        http.post(`${TEST_API}/forgot-password`, () =>
          HttpResponse.json({ detail: "boom" }, { status: 500 }),
        ),
      ],
    });
    await user.click(await screen.findByRole("button", { name: TEXT.forgotPassword }));
    await user.type(screen.getByLabelText(/^Enter your email/), "someone@example.com");
    await user.click(screen.getByRole("button", { name: TEXT.sendResetLink }));
    expect(await screen.findByText(TEXT.resetFailure)).toBeInTheDocument();
    await expect.poll(() => done.isHolding()).toBe(true);
    act(() => done.release());
    expect(screen.queryByText(TEXT.resetFailure)).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: TEXT.resetTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Enter your email/)).toHaveValue("someone@example.com");
  });

  it("blocks an empty reset e-mail silently", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.forgotPassword }));
    await user.click(screen.getByRole("button", { name: TEXT.sendResetLink }));
    expect(requests.some((request) => request.url.endsWith("/forgot-password"))).toBe(false);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("goes back to the login view with the back-to-login link", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: TEXT.forgotPassword }));
    await user.click(screen.getByRole("button", { name: TEXT.backToLogin }));
    expect(screen.getByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
  });

  it("does not show itself to someone already signed in", async () => {
    const { onOpenChange } = setup({ user: mockUsers.student });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
