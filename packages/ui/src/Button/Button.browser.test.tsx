import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { describe, expect, it, vi } from "vitest";
import { BUSY_LABELS } from "../constants.ts";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot.tsx";
import { Button } from "./Button.tsx";

describe("Button in a real browser", () => {
  it("is reachable with Tab and activates with Enter and Space", async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Continue</Button>);
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("button", { name: "Continue" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("keeps its width when it turns busy", async () => {
    function Pay({ busy }: { busy: boolean }) {
      return (
        <ThemeRoot>
          <Button busy={busy} busyLabel={BUSY_LABELS.processing}>
            Pay
          </Button>
        </ThemeRoot>
      );
    }
    const screen = await render(<Pay busy={false} />);
    const idle = page.getByRole("button", { name: "Pay" }).element().getBoundingClientRect();
    await screen.rerender(<Pay busy />);
    const busyButton = page.getByRole("button", { name: "Processing..." });
    await expect.element(busyButton).toHaveAttribute("aria-disabled", "true");
    const busy = busyButton.element().getBoundingClientRect();
    expect(busy.width).toBe(idle.width);
    // The width is the longer label's, so "Pay" alone would have been narrower.
    expect(idle.width).toBeGreaterThan(100);
  });

  it("keeps keyboard focus when it turns busy, ignores keys, and submits nothing", async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Form({ busy }: { busy: boolean }) {
      return (
        <form onSubmit={onSubmit}>
          <label>
            Email <input name="email" />
          </label>
          <Button type="submit" busy={busy} busyLabel={BUSY_LABELS.sending}>
            Send Message
          </Button>
        </form>
      );
    }
    const screen = await render(<Form busy={false} />);
    await userEvent.keyboard("{Tab}{Tab}");
    await expect.element(page.getByRole("button", { name: "Send Message" })).toHaveFocus();
    await screen.rerender(<Form busy />);
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect.element(busy).toBeVisible();
    // Browsers move focus off a button that turns `disabled` when they next render.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(busy).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    // A click through the DOM: Playwright will not click what is aria-disabled, and the pointer
    // left over this spot would hover the next file's screenshots.
    (busy.element() as HTMLButtonElement).click();
    // Enter in a field submits through the form's submit button: that must not go through either.
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect.element(page.getByRole("textbox", { name: "Email" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // Still in the tab order while busy.
    await userEvent.keyboard("{Tab}");
    await expect.element(busy).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await screen.rerender(<Form busy={false} />);
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });
});
