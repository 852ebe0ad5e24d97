import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field } from "../Field/Field.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { Textarea } from "./Textarea.tsx";

describe("Textarea", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="Notes" className="extra" name="notes" />);
    const root = screen.getByRole("textbox", { name: "Notes" });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("name", "notes");
  });

  it("joins a Field and accepts multi-line typing", async () => {
    render(
      <Field label="Message" required error="Message is required">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).toBeRequired();
    expect(textarea).toBeInvalid();
    await userEvent.type(textarea, "Line one{Enter}Line two");
    expect(textarea).toHaveValue("Line one\nLine two");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Field label="Message">
        <Textarea />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
