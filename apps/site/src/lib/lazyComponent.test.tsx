import { render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazyComponent.ts";
import { PartLoadError } from "./partLoadError.ts";

function Greeting() {
  return <h1>Hello</h1>;
}

const renderPage = (Page: ReturnType<typeof lazyComponent>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );

describe("lazyComponent", () => {
  it("renders the module a preload started, loading it once", async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyComponent(load, "Greeting");
    await Page.preload();
    renderPage(Page);
    expect(await screen.findByRole("heading", { name: "Hello" })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders a loaded page at once, with no fallback in between", async () => {
    const Page = lazyComponent(async () => ({ Greeting }), "Greeting");
    await Page.preload();
    renderPage(Page);
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("heading", { name: "Hello" })).toBeDefined();
  });

  it("starts the parts the page module names with its preload", async () => {
    const preloadParts = vi.fn(async () => undefined);
    const Page = lazyComponent(async () => ({ Greeting, preloadParts }), "Greeting");
    await Page.preload();
    expect(preloadParts).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed preload, so that the render loads the page again", async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Greeting });
    const Page = lazyComponent(load, "Greeting");
    await expect(Page.preload()).rejects.toThrow(PartLoadError);
    renderPage(Page);
    expect(await screen.findByRole("heading", { name: "Hello" })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyComponent after a failed load", () => {
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("fails the render with a PartLoadError and fetches nothing more until forgotten", async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Greeting });
    const Page = lazyComponent(load, "Greeting");
    const caught: unknown[] = [];
    const { rerender } = render(
      <Catch onError={(error) => caught.push(error)}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText("Failed")).toBeDefined();
    const [error] = caught;
    expect(error).toBeInstanceOf(PartLoadError);
    expect((error as PartLoadError).cause).toEqual(new Error("offline"));
    // A render before the failure is forgotten meets the same failure: no fetch of its own.
    rerender(
      <Catch key="again" onError={(next) => caught.push(next)}>
        <Page />
      </Catch>,
    );
    expect(await screen.findByText("Failed")).toBeDefined();
    expect(caught[1]).toBe(error);
    expect(load).toHaveBeenCalledTimes(1);

    (error as PartLoadError).forget();
    rerender(
      <Catch key="after forget" onError={(next) => caught.push(next)}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByRole("heading", { name: "Hello" })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** Shows "Failed" for any render error, and reports it. */
class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}
