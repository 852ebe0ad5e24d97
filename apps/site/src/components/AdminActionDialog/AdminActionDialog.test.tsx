import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { AdminActionDialog } from "./AdminActionDialog.tsx";

describe("AdminActionDialog", () => {
  it("asks why, sends one key per opening, and a new key when opened again", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<AdminActionDialog label="End every session" person="Avery" onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "End every session" }));
    const dialog = await screen.findByRole("alertdialog", { name: "End every session?" });
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "End every session" }));
    expect(await within(dialog).findByText(TEXT.reasonRequired)).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Lost laptop");
    await user.click(within(dialog).getByRole("button", { name: "End every session" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "End every session" }));
    const again = await screen.findByRole("alertdialog");
    await user.type(within(again).getByRole("textbox", { name: /Reason/ }), "Second time");
    await user.click(within(again).getByRole("button", { name: "End every session" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    const [first, second] = onConfirm.mock.calls.map((call) => (call as unknown[])[0]);
    expect(first).toEqual({
      reason: "Lost laptop",
      idempotency_key: expect.stringMatching(/^console-/),
    });
    expect((second as { idempotency_key: string }).idempotency_key).not.toBe(
      (first as { idempotency_key: string }).idempotency_key,
    );
  });

  it("keeps the dialog open with the server's message when the action fails", async () => {
    const user = userEvent.setup();
    render(
      <AdminActionDialog
        label="Refund"
        person="Avery"
        onConfirm={() => Promise.reject(new Error("nope"))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Because");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText(TEXT.failed)).toBeVisible();
  });
});
