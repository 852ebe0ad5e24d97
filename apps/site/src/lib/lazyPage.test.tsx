import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazyPage.ts";

function Greeting() {
  return <h1>Hello</h1>;
}

const renderPage = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );

describe("lazyPage", () => {
  it("renders the module a preload started, loading it once", async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, "Greeting");
    await Page.preload();
    renderPage(Page);
    expect(await screen.findByRole("heading", { name: "Hello" })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders a loaded page at once, with no fallback in between", async () => {
    const Page = lazyPage(async () => ({ Greeting }), "Greeting");
    await Page.preload();
    renderPage(Page);
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("heading", { name: "Hello" })).toBeDefined();
  });

  it("starts the parts the page module names with its preload", async () => {
    const preloadParts = vi.fn(async () => undefined);
    const Page = lazyPage(async () => ({ Greeting, preloadParts }), "Greeting");
    await Page.preload();
    expect(preloadParts).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed preload, so that the render loads the page again", async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Greeting });
    const Page = lazyPage(load, "Greeting");
    await expect(Page.preload()).rejects.toThrow("offline");
    renderPage(Page);
    expect(await screen.findByRole("heading", { name: "Hello" })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
