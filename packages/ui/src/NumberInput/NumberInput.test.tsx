import { createRef, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Field } from "../Field/Field.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { defaultParse, NumberInput } from "./NumberInput.tsx";

describe("defaultParse", () => {
  it.each([
    ["", 0],
    ["75000", 75000],
    ["$75,000", 75000],
    ["9.5", 9.5],
    ["1.2.3", 1.23],
    ["abc", 0],
    ["-5", 5],
  ])("parses %j as %d", (raw, expected) => {
    expect(defaultParse(raw)).toBe(expected);
  });
});

describe("NumberInput", () => {
  it("forwards its ref and puts className and rest props on the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberInput ref={ref} aria-label="Purchase Price" className="extra" name="price" />);
    const input = screen.getByRole("textbox", { name: "Purchase Price" });
    expect(ref.current).toBe(input);
    expect(input).toHaveClass("extra");
    expect(input).toHaveAttribute("name", "price");
    expect(input).toHaveAttribute("inputmode", "decimal");
  });

  it("shows an empty box for 0", () => {
    render(<NumberInput aria-label="Monthly Rent / Unit" value={0} />);
    expect(screen.getByRole("textbox")).toHaveValue("");
  });

  it("reports numbers through the given parse function", async () => {
    const onValueChange = vi.fn();
    // An integer-only field capped at 70, like Land LTV %.
    const parse = (raw: string) =>
      Math.min(70, Math.floor(Number(raw.replace(/[^\d.]/g, "")) || 0));
    render(<NumberInput aria-label="Land LTV %" parse={parse} onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox");
    await userEvent.type(input, "8a0");
    expect(onValueChange).toHaveBeenLastCalledWith(70);
    expect(input).toHaveValue("70");
  });

  it("keeps a half-typed decimal and normalises on blur", async () => {
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Interest Rate %" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox");
    await userEvent.type(input, "9.");
    expect(input).toHaveValue("9.");
    expect(onValueChange).toHaveBeenLastCalledWith(9);
    await userEvent.type(input, "5");
    expect(onValueChange).toHaveBeenLastCalledWith(9.5);
    await userEvent.tab();
    expect(input).toHaveValue("9.5");
  });

  it("empties the box when the user clears it, reporting 0", async () => {
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Units" defaultValue={4} onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveValue("4");
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    expect(input).toHaveValue("");
  });

  it("follows a controlled value changed from outside", async () => {
    function Controlled() {
      const [value, setValue] = useState(2200);
      return (
        <>
          <NumberInput aria-label="Planned SqFt" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(0)}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox");
    await userEvent.type(input, "5");
    expect(input).toHaveValue("22005");
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(input).toHaveValue("");
  });

  it("has no axe violations inside a Field", async () => {
    const { container } = render(
      <Field label="Purchase Price">
        <NumberInput startAdornment="$" defaultValue={75000} />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
