import { MOCK_PASSWORD, mockUsers } from "@academy/api/mocks";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, createTestClient, TestProviders } from "../testing.tsx";
import { FIELD_MESSAGES } from "../fieldValidation.ts";
import { LoginForm, type LoginFormProps } from "./LoginForm.tsx";

const TEXT = { email: "Email", password: "Password", submit: "Sign me in", busy: "Loading..." };

function setup(props: Partial<LoginFormProps> = {}) {
  const { client, requests } = createTestClient();
  const onSignedIn = vi.fn();
  const onFailed = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders client={client}>
      <LoginForm
        aria-label="Members"
        text={TEXT}
        blankFields="disable"
        failureMessage={({ status }) => `Refused (${status})`}
        onSignedIn={onSignedIn}
        onFailed={onFailed}
        {...props}
      />
    </TestProviders>,
  );
  const logins = () => requests.filter((request) => request.url.endsWith("/auth/login"));
  return { user, onSignedIn, onFailed, logins };
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole("button", { name: TEXT.submit });

describe("LoginForm", () => {
  it("keeps submit disabled while a field is blank after trimming, in the disable mode", async () => {
    const { user } = setup();
    expect(await screen.findByRole("form", { name: "Members" })).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.type(emailField(), "   ");
    await user.type(passwordField(), "secret");
    expect(submit()).toBeDisabled();
    await user.type(emailField(), mockUsers.student.email);
    expect(submit()).toBeEnabled();
    expect(await axeViolations(screen.getByRole("form"))).toEqual([]);
  });

  it("signs in through the session and tells the place", async () => {
    const { user, onSignedIn, onFailed } = setup();
    await user.type(emailField(), `  ${mockUsers.student.email} `);
    await user.type(passwordField(), MOCK_PASSWORD);
    await user.click(submit());
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ email: mockUsers.student.email }),
      ),
    );
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("shows the place's own words for a refusal, as an alert and to the place", async () => {
    const { user, onSignedIn, onFailed } = setup();
    await user.type(emailField(), mockUsers.student.email);
    await user.type(passwordField(), "wrong-password");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Refused (401)");
    expect(onFailed).toHaveBeenCalledWith("Refused (401)");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("explains blank and malformed fields beside them before any request, in the explain mode", async () => {
    const { user, logins } = setup({ blankFields: "explain" });
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByText(FIELD_MESSAGES.emailMissing)).toBeVisible();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), "not-an-email");
    await user.click(submit());
    expect(await screen.findByText(FIELD_MESSAGES.emailFormat)).toBeVisible();
    await user.clear(emailField());
    await user.type(emailField(), mockUsers.student.email);
    await user.click(submit());
    expect(await screen.findByText(FIELD_MESSAGES.passwordMissing)).toBeVisible();
    expect(passwordField()).toHaveFocus();
    expect(logins()).toHaveLength(0);
  });

  it("shows the password hint, the secondary action and the footer the place gives", () => {
    setup({
      text: { ...TEXT, passwordHint: "It is in your welcome email." },
      secondaryAction: <a href="#reset">Forgot?</a>,
      footer: <p>Call us 48 hours ahead.</p>,
    });
    expect(passwordField()).toHaveAccessibleDescription(/It is in your welcome email\./);
    expect(screen.getByRole("link", { name: "Forgot?" })).toBeVisible();
    expect(screen.getByText("Call us 48 hours ahead.")).toBeVisible();
  });
});
