import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextInput } from "../TextInput/TextInput.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { Field } from "./Field.tsx";

describe("Field", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Field ref={ref} label="Email" className="extra" data-testid="root">
        <TextInput />
      </Field>,
    );
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("labels the control and describes it with the hint and the error", () => {
    render(
      <Field
        label="Email Address"
        hint="We reply within 48 hours"
        error="Please enter a valid email address"
        required
      >
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email Address" });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      "We reply within 48 hours Please enter a valid email address",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
  });

  it("is valid without an error and keeps the control's own describedby", () => {
    render(
      <>
        <p id="own">Own description</p>
        <Field label="Full Name">
          <TextInput aria-describedby="own" />
        </Field>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("Own description");
  });

  it("can show the error above the control", () => {
    render(
      <Field label="Name" error="Email and name are required" errorPlacement="above">
        <TextInput />
      </Field>,
    );
    const alert = screen.getByRole("alert");
    const input = screen.getByRole("textbox");
    expect(alert.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Field label="Email" hint="Your login" error="Invalid credentials" required>
        <TextInput type="email" />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
