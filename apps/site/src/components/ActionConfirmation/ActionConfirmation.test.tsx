import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp.tsx";
import { ActionConfirmationProvider } from "./ActionConfirmation.tsx";
import { ACTION_CONFIRMATION_TEXT as TEXT } from "./actionConfirmationText.ts";
import { useConfirmAction } from "./useConfirmAction.ts";

function ConfirmButton({ message }: { message: string }) {
  const confirm = useConfirmAction();
  return <button onClick={() => confirm(message)}>Do it</button>;
}

const notifications = () => screen.getByRole("region", { name: /^Notifications/ });

describe("ActionConfirmation", () => {
  it("shows the confirmation as a success toast that can be dismissed, with no axe violations", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ActionConfirmationProvider>
        <ConfirmButton message="Saved." />
      </ActionConfirmationProvider>,
    );
    expect(screen.queryByText("Saved.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Do it" }));
    const toast = await within(
      await screen.findByRole("region", { name: /^Notifications/ }),
    ).findByText("Saved.");
    expect(toast).toBeVisible();
    const results = await axe.run(container, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(notifications()).getByRole("button", { name: "Dismiss" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /^Notifications/ })).toBeNull(),
    );
  });

  it("does nothing outside the site's routes (a widget alone)", async () => {
    const user = userEvent.setup();
    render(<ConfirmButton message="Saved." />);
    await user.click(screen.getByRole("button", { name: "Do it" }));
    expect(screen.queryByText("Saved.")).toBeNull();
  });

  it("welcomes a new account after sign-up in the Student Login modal (issue 50)", async () => {
    const { user } = renderApp("/terms?loginModal=true");
    const dialog = await screen.findByRole("dialog", { name: "Student Login" });
    await user.click(within(dialog).getByRole("button", { name: "Create account" }));
    const form = await screen.findByRole("form", { name: "Create account" });
    await user.type(within(form).getByLabelText(/^Full name/i), "Riley New");
    await user.type(within(form).getByLabelText(/^Email/), "riley.new@example.com");
    await user.type(within(form).getByLabelText(/^Password/), "Strong-pass-1");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      await within(notifications()).findByText(TEXT.signedUp("Riley New")),
    ).toBeInTheDocument();
  });
});
