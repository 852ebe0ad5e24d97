import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Checkbox } from "./Checkbox.tsx";

describe("Checkbox", () => {
  it("forwards its ref and puts className and rest props on the checkbox", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Checkbox ref={ref} label="Cancel at period end" className="extra" data-x="1" />);
    const checkbox = screen.getByRole("checkbox", { name: "Cancel at period end" });
    expect(ref.current).toBe(checkbox);
    expect(checkbox).toHaveClass("extra");
    expect(checkbox).toHaveAttribute("data-x", "1");
  });

  it("toggles with Space and reports through onCheckedChange, with data-state", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Finance Land Purchase (70% LTV)" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox");
    await userEvent.tab();
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.keyboard(" ");
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute("data-state", "checked");
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it("toggles when its label is clicked and can start checked", async () => {
    render(<Checkbox label="Cancel at period end" defaultChecked />);
    const checkbox = screen.getByRole("checkbox", { name: "Cancel at period end" });
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText("Cancel at period end"));
    expect(checkbox).not.toBeChecked();
  });

  it("is described by its description and does nothing while disabled", async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="Use Comparable Sales"
        description="Enter manual comps for accurate ARV"
        disabled
        onCheckedChange={onCheckedChange}
      />,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Use Comparable Sales" });
    expect(checkbox).toHaveAccessibleDescription("Enter manual comps for accurate ARV");
    await userEvent.click(checkbox);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <>
        <Checkbox label="Zoning Allows Construction" defaultChecked />
        <Checkbox aria-label="Select row" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
