import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field } from "../Field/Field.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { PasswordInput } from "./PasswordInput.tsx";

describe("PasswordInput", () => {
  it("forwards its ref and puts className and rest props on the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Field label="Password">
        <PasswordInput ref={ref} className="extra" name="password" />
      </Field>,
    );
    const input = screen.getByLabelText("Password");
    expect(ref.current).toBe(input);
    expect(input).toHaveClass("extra");
    expect(input).toHaveAttribute("name", "password");
    expect(input).toHaveAttribute("type", "password");
  });

  it("shows and hides the password with a keyboard-operable toggle", async () => {
    render(
      <Field label="Password">
        <PasswordInput defaultValue="S3cret!pw" />
      </Field>,
    );
    const input = screen.getByLabelText("Password");
    await userEvent.click(input);
    await userEvent.tab();
    const toggle = screen.getByRole("button", { name: "Show password" });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Enter}");
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.keyboard(" ");
    expect(input).toHaveAttribute("type", "password");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Field label="Password">
        <PasswordInput />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
