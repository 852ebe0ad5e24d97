import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { ProgressBar } from "./ProgressBar.tsx";

describe("ProgressBar", () => {
  it("forwards its ref and puts className and rest props on the progressbar", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ProgressBar
        ref={ref}
        value={40}
        aria-label="Course progress"
        className="extra"
        data-x="1"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Course progress" });
    expect(ref.current).toBe(bar);
    expect(bar).toHaveClass("extra");
    expect(bar).toHaveAttribute("data-x", "1");
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("data-state", "loading");
  });

  it("is named by its visible label and shows the percentage", () => {
    render(<ProgressBar value={3} max={9} label="Modules completed" showValue />);
    const bar = screen.getByRole("progressbar", { name: "Modules completed" });
    expect(bar).toHaveAttribute("aria-valuemax", "9");
    expect(screen.getByText("33%")).toBeInTheDocument();
  });

  it("clamps out-of-range values and reports completion", () => {
    render(<ProgressBar value={140} aria-label="Done" />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("data-state", "complete");
  });

  it("has no axe violations", async () => {
    const { container } = render(<ProgressBar value={60} label="Module 3" showValue />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
