import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Switch } from "./Switch.tsx";

describe("Switch", () => {
  it("forwards its ref and puts className and rest props on the switch", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Switch ref={ref} label="Show Advanced" className="extra" data-x="1" />);
    const control = screen.getByRole("switch", { name: "Show Advanced" });
    expect(ref.current).toBe(control);
    expect(control).toHaveClass("extra");
    expect(control).toHaveAttribute("data-x", "1");
  });

  it("toggles with Space and Enter and exposes data-state", async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Show Advanced" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole("switch");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(control).toBeChecked();
    expect(control).toHaveAttribute("data-state", "checked");
    await userEvent.keyboard("{Enter}");
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it("toggles from its label", async () => {
    render(<Switch label="Show Advanced" />);
    await userEvent.click(screen.getByText("Show Advanced"));
    expect(screen.getByRole("switch")).toBeChecked();
  });

  it("has no axe violations", async () => {
    const { container } = render(<Switch label="Show Advanced" defaultChecked />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
