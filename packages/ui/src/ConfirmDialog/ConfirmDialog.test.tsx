import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

const question = 'Are you sure you want to delete the PDF for "Framing Basics"?';

describe("ConfirmDialog", () => {
  it("forwards its ref and puts className and rest props on the content", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ConfirmDialog
        ref={ref}
        defaultOpen
        title="Delete PDF"
        description={question}
        onConfirm={() => {}}
        className="extra"
        data-x="1"
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete PDF" });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass("extra");
    expect(dialog).toHaveAttribute("data-x", "1");
    expect(dialog).toHaveAccessibleDescription(question);
  });

  it("starts on Cancel, so Enter does not confirm by accident", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button variant="danger">Delete PDF</Button>}
        title="Delete PDF"
        description={question}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete PDF" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows the busy label while an async confirm runs, then closes", async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="We're sad to see you go"
        description="Your subscription will end."
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    // Busy, not disabled: focus stays on it instead of falling out of the dialog.
    const processing = screen.getByRole("button", { name: "Processing..." });
    expect(processing).toHaveAttribute("aria-busy", "true");
    expect(processing).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(processing).toHaveFocus());
    expect(screen.getByRole("button", { name: "Keep Subscription" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it("stays open when the confirm promise rejects", async () => {
    render(
      <ConfirmDialog
        defaultOpen
        title="Delete video"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => Promise.reject(new Error("network"))}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled());
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    render(
      <ConfirmDialog defaultOpen title="Delete PDF" description={question} onConfirm={() => {}} />,
    );
    expect(await axeViolations(screen.getByRole("alertdialog"))).toEqual([]);
  });
});
