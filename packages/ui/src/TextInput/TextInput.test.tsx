import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { TextInput } from "./TextInput.tsx";

describe("TextInput", () => {
  it("forwards its ref and puts className and rest props on the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="Zip Code" className="extra" name="zip" />);
    const input = screen.getByRole("textbox", { name: "Zip Code" });
    expect(ref.current).toBe(input);
    expect(input).toHaveClass("extra");
    expect(input).toHaveAttribute("name", "zip");
  });

  it("keeps the ref and className on the input when adorned", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="Price" className="extra" startAdornment="$" />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "Price" }));
    expect(ref.current).toHaveClass("extra");
    expect(screen.getByText("$")).toBeInTheDocument();
  });

  it("takes typed text and marks itself invalid on request", async () => {
    render(<TextInput aria-label="Property Address" invalid />);
    const input = screen.getByRole("textbox", { name: "Property Address" });
    await userEvent.type(input, "12 Main St");
    expect(input).toHaveValue("12 Main St");
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute("data-invalid");
  });

  it("has no axe violations", async () => {
    const { container } = render(<TextInput aria-label="Email" type="email" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
