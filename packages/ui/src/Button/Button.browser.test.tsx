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
    await expect.element(busyButton).toBeDisabled();
    const busy = busyButton.element().getBoundingClientRect();
    expect(busy.width).toBe(idle.width);
    // The width is the longer label's, so "Pay" alone would have been narrower.
    expect(idle.width).toBeGreaterThan(100);
  });
});
