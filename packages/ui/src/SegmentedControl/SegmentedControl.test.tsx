import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { SegmentedControl } from "./SegmentedControl.tsx";

const cycles = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

describe("SegmentedControl", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <SegmentedControl
        ref={ref}
        aria-label="Billing cycle"
        options={cycles}
        className="extra"
        data-x="1"
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Billing cycle" });
    expect(ref.current).toBe(group);
    expect(group).toHaveClass("extra");
    expect(group).toHaveAttribute("data-x", "1");
  });

  it("selects the first option by default and exposes data-state", () => {
    render(<SegmentedControl aria-label="Billing cycle" options={cycles} />);
    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveAttribute("data-state", "on");
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yearly" })).not.toBeChecked();
  });

  it("moves with arrow keys and selects with Space", async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Billing cycle"
        options={cycles}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Monthly" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Yearly" })).toHaveFocus());
    await userEvent.keyboard(" ");
    expect(onValueChange).toHaveBeenLastCalledWith("yearly");
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
  });

  it("never ends up with nothing selected", async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Billing cycle"
        options={cycles}
        defaultValue="yearly"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("follows a controlled value", () => {
    const { rerender } = render(
      <SegmentedControl aria-label="Billing cycle" options={cycles} value="monthly" />,
    );
    rerender(<SegmentedControl aria-label="Billing cycle" options={cycles} value="yearly" />);
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
  });

  it("has no axe violations", async () => {
    const { container } = render(<SegmentedControl aria-label="Billing cycle" options={cycles} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
