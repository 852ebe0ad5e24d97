import { mockUsers, MOCK_PASSWORD } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

const CONFIRM_DETAIL = "For your security, please enter your password again to make this change.";

/**
 * A server that wants the password proved again before a cancellation (issue 45): the change is
 * refused with `confirm_password` until the user has signed in again with the right password.
 */
function passwordGate() {
  let signedInAgain = false;
  return [
    http.post(`${TEST_API}/auth/login`, async ({ request }) => {
      const body = (await request.clone().json()) as { password?: string };
      if (body.password === MOCK_PASSWORD) signedInAgain = true;
      // Nothing answered: the standard login handler answers.
    }),
    http.post(`${TEST_API}/account/subscriptions/:id/cancel`, () =>
      signedInAgain
        ? HttpResponse.json({ message: "Your subscription will end at the end of the period." })
        : HttpResponse.json(
            { detail: CONFIRM_DETAIL, action: "confirm_password" },
            { status: 403 },
          ),
    ),
  ];
}

async function startCancel() {
  const view = renderApp("/terms", { user: mockUsers.student, overrides: passwordGate() });
  expect(await screen.findByText(mockUsers.student.full_name)).toBeInTheDocument();
  const pending = view.api.client.POST("/account/subscriptions/{subscriptionId}/cancel", {
    params: { path: { subscriptionId: 1 } },
  });
  const dialog = await screen.findByRole("dialog", { name: "Confirm your password" });
  return { ...view, pending, dialog };
}

describe("PasswordConfirmationHost", () => {
  it("asks for the password, says when it is wrong, then sends the change again", async () => {
    const { user, pending, dialog } = await startCancel();
    expect(within(dialog).getByText(CONFIRM_DETAIL)).toBeInTheDocument();
    const results = await axe.run(dialog, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Please enter your password")).toBeInTheDocument();
    await user.type(password, "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Invalid credentials")).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, `${MOCK_PASSWORD}{Enter}`);
    const answer = await pending;
    expect(answer.response.status).toBe(200);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Confirm your password" })).toBeNull(),
    );
  });

  it("hands the refusal back when the user cancels (Escape too)", async () => {
    const { user, pending } = await startCancel();
    await user.keyboard("{Escape}");
    const answer = await pending;
    expect(answer.response.status).toBe(403);
    expect(answer.error).toMatchObject({ detail: CONFIRM_DETAIL });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Confirm your password" })).toBeNull(),
    );
  });
});
