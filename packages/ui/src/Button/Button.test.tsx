import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BUSY_LABELS } from "../constants.ts";
import { axeViolations } from "../test-utils/axe.ts";
import { Button } from "./Button.tsx";

describe("Button", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="extra" data-testid="root" aria-describedby="x">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass("extra");
    expect(button).toHaveAttribute("data-testid", "root");
    expect(button).toHaveAttribute("aria-describedby", "x");
    expect(button).toHaveAttribute("type", "button");
  });

  it("activates with Enter and Space from the keyboard", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("does not fire onClick while disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("while busy, is named by the busy label, marked busy and aria-disabled, not disabled", () => {
    render(
      <Button busy busyLabel={BUSY_LABELS.processing}>
        Subscribe - $9/mo
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Processing..." });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("data-busy");
  });

  it("while busy, stays focusable and ignores clicks, Enter and Space", async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.tab();
    const button = screen.getByRole("button", { name: BUSY_LABELS.loading });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("while busy, does not submit its form; once done, does", async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" busy={busy} busyLabel={BUSY_LABELS.sending}>
          Send Message
        </Button>
      </form>
    );
    const { rerender } = render(form(true));
    await userEvent.click(screen.getByRole("button", { name: "Sending..." }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(form(false));
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("is truly disabled when disabled, busy or not", () => {
    render(
      <Button disabled busy>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: BUSY_LABELS.loading });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveAttribute("aria-busy", "true");
  });

  it("keeps the busy label out of the name while idle", () => {
    render(<Button busyLabel={BUSY_LABELS.sending}>Send Message</Button>);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("renders its child with the button look when asChild", () => {
    render(
      <Button asChild variant="secondary" className="extra">
        <a href="/course/2">Continue course</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Continue course" });
    expect(link).toHaveClass("extra");
    expect(link).toHaveAttribute("href", "/course/2");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <>
        <Button>Enroll now</Button>
        <Button busy busyLabel={BUSY_LABELS.processing}>
          Pay
        </Button>
        <Button variant="link">Forgot password?</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
