import { createRef, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { ErrorBoundary, ErrorFallback } from "./ErrorFallback.tsx";

describe("ErrorFallback", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<ErrorFallback ref={ref} className="extra" data-x="1" />);
    const alert = screen.getByRole("alert");
    expect(ref.current).toBe(alert);
    expect(alert).toHaveClass("extra");
    expect(alert).toHaveAttribute("data-x", "1");
  });

  it("shows the spec's message by default", () => {
    render(<ErrorFallback />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again later.",
    );
  });

  it("offers a keyboard-operable retry", async () => {
    const onRetry = vi.fn();
    render(<ErrorFallback onRetry={onRetry} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("has no axe violations", async () => {
    const { container } = render(<ErrorFallback onRetry={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("ErrorBoundary", () => {
  it("catches a render error, shows the fallback and recovers on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onError = vi.fn();
    function Flaky() {
      const [broken] = useState(() => !Flaky.recovered);
      if (broken) throw new Error("boom");
      return <p>Recovered</p>;
    }
    Flaky.recovered = false;
    render(
      <ErrorBoundary onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again later.",
    );
    expect(onError).toHaveBeenCalledOnce();
    Flaky.recovered = true;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered")).toBeInTheDocument();
  });
});
