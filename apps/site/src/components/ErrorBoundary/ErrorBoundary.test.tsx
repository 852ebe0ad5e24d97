import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error("render failed");
  return <p>All good</p>;
}

beforeEach(() => {
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

it("shows the spec's message when rendering fails", () => {
  render(
    <ErrorBoundary>
      <Boom fail />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Something went wrong. Please try again later.",
  );
  expect(screen.queryByText("All good")).not.toBeInTheDocument();
});

it("tries again when its reset key changes (the next path)", () => {
  const { rerender } = render(
    <ErrorBoundary resetKey="/a">
      <Boom fail />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("alert")).toBeInTheDocument();
  rerender(
    <ErrorBoundary resetKey="/b">
      <Boom fail={false} />
    </ErrorBoundary>,
  );
  expect(screen.getByText("All good")).toBeInTheDocument();
});
