import { createRef } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS } from "../constants.ts";
import { axeViolations } from "../test-utils/axe.ts";
import { Toast, ToastProvider, useToast, type ToastOptions } from "./Toast.tsx";

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  it("forwards its ref and puts className and rest props on the toast", () => {
    const ref = createRef<HTMLLIElement>();
    render(
      <ToastPrimitive.Provider>
        <Toast ref={ref} title="Saved" className="extra" data-x="1" />
        <ToastPrimitive.Viewport />
      </ToastPrimitive.Provider>,
    );
    expect(ref.current).toHaveTextContent("Saved");
    expect(ref.current).toHaveClass("extra");
    expect(ref.current).toHaveAttribute("data-x", "1");
  });

  it("announces a toast to screen readers through a live region", async () => {
    render(
      <ToastProvider>
        <Trigger tone="success" title="Welcome to the community!" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Notify" }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((el) => el.textContent?.includes("Welcome to the community!")),
      ).toBe(true),
    );
  });

  it("removes a toast after 5 seconds", async () => {
    // The clock stands still (no shouldAdvanceTime): only this test moves it, so a slow
    // machine cannot eat into the 5 s between the click and the checks.
    render(
      <ToastProvider>
        <Trigger tone="success" title="Welcome to the community!" />
      </ToastProvider>,
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // A plain DOM click: userEvent's pointer pipeline waits on the faked clock and stalls.
    act(() => screen.getByRole("button", { name: "Notify" }).click());
    expect(screen.getByRole("listitem")).toHaveTextContent("Welcome to the community!");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 200));
    expect(screen.getByRole("listitem")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("can be dismissed with its close button", async () => {
    render(
      <ToastProvider>
        <Trigger tone="error" title="Payment failed. Please try again." />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Notify" }));
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });

  it("requires a provider for useToast", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/ToastProvider/);
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <ToastProvider>
        <Trigger tone="info" title="You currently have no active subscription." />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Notify" }));
    await screen.findByRole("button", { name: "Dismiss" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
