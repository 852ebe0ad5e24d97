import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner.tsx";

describe("Spinner", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Spinner ref={ref} className="extra" data-x="1" />);
    const root = screen.getByRole("status");
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("data-x", "1");
  });

  it("is a status named by its label", () => {
    render(<Spinner label="Loading practice tests..." />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading practice tests...");
  });

  it("is hidden from screen readers when decorative", () => {
    render(<Spinner decorative data-testid="s" />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByTestId("s")).toHaveAttribute("aria-hidden", "true");
  });
});
