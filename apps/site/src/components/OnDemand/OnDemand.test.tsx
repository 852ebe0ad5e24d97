import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PART_LOAD_TEXT } from "../../constants.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary.tsx";
import { OnDemand } from "./OnDemand.tsx";

function Greeting({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

/** A part whose first fetch fails (the network dropped) and whose next one succeeds. */
function flakyPart() {
  const load = vi
    .fn<() => Promise<{ Greeting: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValue({ Greeting });
  return { load, Part: lazyComponent(load, "Greeting") };
}

beforeEach(() => {
  // React and the boundary report caught errors on the console; keep the output readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OnDemand", () => {
  it("says a part could not be loaded in its place, keeps the page, and tries again", async () => {
    const { load, Part } = flakyPart();
    render(
      <ErrorBoundary>
        <h1>The page</h1>
        <OnDemand fallback={<p>Loading the part</p>}>
          <Part name="learner" />
        </OnDemand>
      </ErrorBoundary>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PART_LOAD_TEXT);
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Hello learner" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("for a dialog, offers Close (and Escape) to give up, with the focus on Try again", async () => {
    const { Part } = flakyPart();
    const onDismiss = vi.fn();
    render(
      <OnDemand onDismiss={onDismiss}>
        <Part name="learner" />
      </OnDemand>,
    );
    const retry = await screen.findByRole("button", { name: "Try again" });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("leaves other render errors to the page's error boundary", async () => {
    function Broken(): never {
      throw new Error("a bug, not the network");
    }
    render(
      <ErrorBoundary>
        <h1>The page</h1>
        <OnDemand>
          <Broken />
        </OnDemand>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again later.",
    );
    expect(screen.queryByRole("heading", { name: "The page" })).toBeNull();
    expect(screen.queryByText(PART_LOAD_TEXT)).toBeNull();
  });
});

describe("ErrorBoundary and a page whose code could not be fetched", () => {
  it("fetches it again on the next path rather than failing for good", async () => {
    const { load, Part } = flakyPart();
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <OnDemandlessPage Part={Part} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
    rerender(
      <ErrorBoundary resetKey="/b">
        <OnDemandlessPage Part={Part} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "Hello again" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A route's page: suspended by the layout's Suspense, with no OnDemand of its own. */
function OnDemandlessPage({ Part }: { Part: ReturnType<typeof flakyPart>["Part"] }) {
  return (
    <Suspense fallback={<p>Loading the page</p>}>
      <Part name="again" />
    </Suspense>
  );
}
