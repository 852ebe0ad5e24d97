import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { describe, expect, it } from "vitest";
import { Button } from "../Button/Button.tsx";
import { Field } from "../Field/Field.tsx";
import { TextInput } from "../TextInput/TextInput.tsx";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot.tsx";
import { Dialog } from "./Dialog.tsx";

function LoginDialog({ preventClose = false }: { preventClose?: boolean }) {
  return (
    <ThemeRoot>
      <p>Page content</p>
      <Dialog
        trigger={<Button>Student Login</Button>}
        title="Student Login"
        preventClose={preventClose}
        footer={<Button>Login</Button>}
      >
        <Field label="Email">
          <TextInput type="email" />
        </Field>
      </Dialog>
    </ThemeRoot>
  );
}

describe("Dialog in a real browser", () => {
  it("traps Tab inside, closes on Escape and returns focus to the trigger", async () => {
    await render(<LoginDialog />);
    const trigger = page.getByRole("button", { name: "Student Login" });
    await userEvent.keyboard("{Tab}");
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const dialog = page.getByRole("dialog", { name: "Student Login" });
    await expect.element(dialog).toBeVisible();
    const inside = () => dialog.element().contains(document.activeElement);
    await expect.poll(inside).toBe(true);

    // Three focusable controls (close, email, login): six Tabs go round twice.
    const seen = new Set<Element | null>();
    for (let i = 0; i < 6; i += 1) {
      const before = document.activeElement;
      await userEvent.keyboard("{Tab}");
      await expect.poll(() => document.activeElement !== before && inside()).toBe(true);
      seen.add(document.activeElement);
    }
    expect(seen.size).toBe(3);
    const beforeShiftTab = document.activeElement;
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect.poll(() => document.activeElement !== beforeShiftTab && inside()).toBe(true);

    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it("locks page scroll while open", async () => {
    await render(<LoginDialog />);
    await userEvent.click(page.getByRole("button", { name: "Student Login" }));
    await expect.element(page.getByRole("dialog")).toBeVisible();
    expect(getComputedStyle(document.body).overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  });

  it("ignores Escape and outside clicks with preventClose", async () => {
    await render(<LoginDialog preventClose />);
    await userEvent.click(page.getByRole("button", { name: "Student Login" }));
    const dialog = page.getByRole("dialog");
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(document.body, { position: { x: 5, y: 5 }, force: true });
    await expect.element(dialog).toBeVisible();
  });
});
