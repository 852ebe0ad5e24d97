import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "../Field/Field.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { Select } from "./Select.tsx";

const propertyTypes = [
  { value: "single-family", label: "Single-Family" },
  { value: "duplex", label: "Duplex (2 units)" },
  { value: "triplex", label: "Triplex (3 units)" },
];

describe("Select", () => {
  it("forwards its ref and puts className and rest props on the trigger", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Select
        ref={ref}
        aria-label="Property Type"
        options={propertyTypes}
        className="extra"
        data-x="1"
      />,
    );
    const trigger = screen.getByRole("combobox", { name: "Property Type" });
    expect(ref.current).toBe(trigger);
    expect(trigger).toHaveClass("extra");
    expect(trigger).toHaveAttribute("data-x", "1");
  });

  it("shows the selected option's label, or the placeholder", () => {
    const { rerender } = render(
      <Select aria-label="Property Type" options={propertyTypes} placeholder="Choose a type" />,
    );
    expect(screen.getByRole("combobox")).toHaveTextContent("Choose a type");
    rerender(<Select aria-label="Property Type" options={propertyTypes} value="duplex" />);
    expect(screen.getByRole("combobox")).toHaveTextContent("Duplex (2 units)");
  });

  it("is named, described and marked invalid by a surrounding Field", () => {
    render(
      <Field label="Property Type" hint="Affects rental metrics" error="Pick a type" required>
        <Select options={propertyTypes} />
      </Field>,
    );
    const trigger = screen.getByRole("combobox", { name: "Property Type" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAttribute("aria-required", "true");
    expect(trigger).toHaveAccessibleDescription("Affects rental metrics Pick a type");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Field label="Loan Product Preference">
        <Select options={propertyTypes} defaultValue="duplex" />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
