import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot.tsx";
import { darkTheme } from "../theme/themes.css.ts";
import { Dialog, DialogClose } from "./Dialog.tsx";

describe("Dialog", () => {
  it("forwards its ref and puts className and rest props on the content", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Dialog ref={ref} defaultOpen title="Student Login" className="extra" data-x="1">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Student Login" });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass("extra");
    expect(dialog).toHaveAttribute("data-x", "1");
  });

  it("opens from its trigger with the keyboard and is described by its description", async () => {
    render(
      <Dialog
        trigger={<Button>Enroll now</Button>}
        title="Enroll"
        description="Pay once, learn for life."
      >
        body
      </Dialog>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Enroll" });
    expect(dialog).toHaveAccessibleDescription("Pay once, learn for life.");
    expect(dialog).toHaveAttribute("data-state", "open");
  });

  it("closes on Escape and on the close button, reporting onOpenChange", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen title="Reset Password" onOpenChange={onOpenChange}>
        body
      </Dialog>,
    );
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("cannot be closed while preventClose is set", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        defaultOpen
        preventClose
        title="Join Discord Community"
        onOpenChange={onOpenChange}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      >
        Processing your payment... Please do not close this window.
      </Dialog>,
    );
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("portals into the given container and keeps the surrounding theme", () => {
    const host = document.createElement("div");
    document.body.append(host);
    render(
      <ThemeRoot theme="dark">
        <Dialog defaultOpen title="Inside a widget" container={host}>
          body
        </Dialog>
      </ThemeRoot>,
    );
    const dialog = screen.getByRole("dialog");
    expect(host).toContainElement(dialog);
    for (const cls of darkTheme.split(" ")) expect(dialog).toHaveClass(cls);
    host.remove();
  });

  it("has no axe violations", async () => {
    render(
      <Dialog defaultOpen title="Student Login" description="Sign in to continue">
        <p>Email and password</p>
      </Dialog>,
    );
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
  });
});
