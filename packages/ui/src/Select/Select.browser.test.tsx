import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { describe, expect, it, vi } from "vitest";
import { Field } from "../Field/Field.tsx";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot.tsx";
import { Select } from "./Select.tsx";

const types = [
  { value: "single-family", label: "Single-Family" },
  { value: "duplex", label: "Duplex (2 units)" },
  { value: "triplex", label: "Triplex (3 units)" },
];

describe("Select in a real browser", () => {
  it("opens with the keyboard, moves with arrows, chooses with Enter and returns focus", async () => {
    const onValueChange = vi.fn();
    await render(
      <ThemeRoot>
        <Field label="Property Type">
          <Select options={types} defaultValue="single-family" onValueChange={onValueChange} />
        </Field>
      </ThemeRoot>,
    );
    const trigger = page.getByRole("combobox", { name: "Property Type" });
    await userEvent.keyboard("{Tab}");
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Single-Family" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Duplex (2 units)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("option", { name: "Triplex (3 units)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledWith("triplex");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent("Triplex (3 units)");
    await expect.element(trigger).toHaveFocus();
  });

  it("closes on Escape without changing the value", async () => {
    const onValueChange = vi.fn();
    await render(
      <ThemeRoot>
        <Select
          aria-label="Property Type"
          options={types}
          defaultValue="duplex"
          onValueChange={onValueChange}
        />
      </ThemeRoot>,
    );
    await userEvent.keyboard("{Tab}{Enter}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
