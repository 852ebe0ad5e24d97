import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenVisible } from "./WhenVisible.tsx";

type Callback = (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void;

/** An IntersectionObserver the test drives: `reveal()` reports the element as intersecting. */
function stubObserver() {
  const callbacks: Callback[] = [];
  class FakeObserver {
    constructor(callback: Callback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    reveal: () => act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }]))),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WhenVisible", () => {
  it("keeps an empty box until its place comes into view, then renders the children", async () => {
    const observer = stubObserver();
    const { container } = render(
      <WhenVisible className="box">
        <p>Deferred form</p>
      </WhenVisible>,
    );
    expect(screen.queryByText("Deferred form")).not.toBeInTheDocument();
    expect(container.querySelector(".box")).toHaveAttribute("data-visible", "false");
    observer.reveal();
    expect(await screen.findByText("Deferred form")).toBeInTheDocument();
    expect(container.querySelector(".box")).toHaveAttribute("data-visible", "true");
  });

  it("renders the children at once when touched before it is seen", async () => {
    stubObserver();
    const { container } = render(
      <WhenVisible className="box">
        <p>Deferred form</p>
      </WhenVisible>,
    );
    const box = container.querySelector(".box");
    if (!(box instanceof HTMLElement)) throw new Error("no box");
    await userEvent.pointer({ keys: "[MouseLeft]", target: box });
    expect(await screen.findByText("Deferred form")).toBeInTheDocument();
  });

  it("renders the children at once without IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenVisible>
        <p>Deferred form</p>
      </WhenVisible>,
    );
    expect(await screen.findByText("Deferred form")).toBeInTheDocument();
  });
});
