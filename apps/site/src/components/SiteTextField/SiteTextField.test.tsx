import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import type { SiteFormFields } from "../../lib/useSiteForm.ts";
import { SiteTextField } from "./SiteTextField.tsx";

type Values = { email: string; phone: string };

function fields(overrides: Partial<SiteFormFields<Values>> = {}) {
  const setters = { email: vi.fn(), phone: vi.fn() };
  const form: SiteFormFields<Values> = {
    values: { email: "", phone: "" },
    errors: {},
    set: (field) => setters[field],
    ...overrides,
  };
  return { form, setters };
}

describe("SiteTextField", () => {
  it("shows the form's value under its label, required when asked", () => {
    const { form } = fields({ values: { email: "jo@example.com", phone: "" } });
    render(<SiteTextField form={form} name="email" label="Email" required />);
    const input = screen.getByLabelText(/^Email/);
    expect(input).toHaveValue("jo@example.com");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeRequired();
  });

  it("sets its own field as it is typed in", async () => {
    const { form, setters } = fields();
    render(<SiteTextField form={form} name="phone" label="Phone" />);
    await userEvent.type(screen.getByLabelText("Phone"), "5");
    expect(setters.phone).toHaveBeenCalledWith("5");
    expect(setters.email).not.toHaveBeenCalled();
  });

  it("shows the field's error and marks the input invalid", () => {
    const { form } = fields({ errors: { phone: "Phone is required" } });
    render(<SiteTextField form={form} name="phone" label="Phone" />);
    const input = screen.getByLabelText("Phone");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Phone is required");
  });

  it("takes the input type from the autofill hint unless one is given", () => {
    const { form } = fields();
    render(
      <>
        <SiteTextField form={form} name="email" label="Email" autoComplete="email" />
        <SiteTextField form={form} name="phone" label="Phone" autoComplete="tel" />
        <SiteTextField form={form} name="email" label="Name" autoComplete="name" />
        <SiteTextField form={form} name="phone" label="Code" autoComplete="tel" type="text" />
      </>,
    );
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Code")).toHaveAttribute("type", "text");
  });

  it("has no axe violations, with and without an error", async () => {
    const { form } = fields({ errors: { email: "Email is required" } });
    const { container } = render(
      <form aria-label="Test">
        <SiteTextField form={form} name="email" label="Email" required autoComplete="email" />
        <SiteTextField form={form} name="phone" label="Phone" autoComplete="tel" />
      </form>,
    );
    // Contrast needs real layout (checked by the stories in a browser); region is page-level.
    const results = await axe.run(container, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
