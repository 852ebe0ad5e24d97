import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { BUSY_LABELS } from "../constants.ts";
import { Field } from "../Field/Field.tsx";
import { InlineAlert } from "../InlineAlert/InlineAlert.tsx";
import { PasswordInput } from "../PasswordInput/PasswordInput.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { TextInput } from "../TextInput/TextInput.tsx";
import { Link } from "../Link/Link.tsx";
import { allStatesParameters, darkTheme, overlayOpenA11y } from "../test-utils/stories.ts";
import { Dialog, DialogClose } from "./Dialog.tsx";

function LoginForm() {
  return (
    <Stack space="md">
      <Field label="Email">
        <TextInput type="email" autoComplete="email" />
      </Field>
      <Field label="Password">
        <PasswordInput />
      </Field>
      <Link href="#forgot">Forgot password?</Link>
    </Stack>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  args: {
    title: "Student Login",
    description: "Sign in to continue your course.",
    trigger: <Button>Student Login</Button>,
    children: <LoginForm />,
    footer: <Button>Login</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
    container: { control: false },
    title: { control: "text" },
    description: { control: "text" },
  },
  parameters: {
    docs: {
      // Open overlays would cover the docs page: each story gets its own frame.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          "Modal dialog on Radix: focus trap and return, Escape, scroll lock, `preventClose` " +
          "while processing, and a `container` (or the ThemeRoot's `portalContainer`) so it " +
          "stays inside a widget's shadow root.",
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens; focus moves in; Tab cycles inside (trap); Escape closes; focus goes
 * back to the trigger.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Student Login" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await page.findByRole("dialog", { name: "Student Login" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab through every control and around again: focus never leaves the dialog.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as it first appears. */
export const Open: Story = { args: { defaultOpen: true }, parameters: overlayOpenA11y };

/** "The modal cannot be closed while processing": Escape and close do nothing. */
export const Processing: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    preventClose: true,
    title: "Join Discord Community",
    description: undefined,
    children: (
      <InlineAlert tone="info">
        Processing your payment... Please do not close this window.
      </InlineAlert>
    ),
    footer: (
      <Button busy busyLabel={BUSY_LABELS.processing}>
        Join for $97
      </Button>
    ),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", {
      name: "Join Discord Community",
    });
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

/** With an error shown in red above the submit button. */
export const WithError: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    children: (
      <Stack space="md">
        <LoginForm />
        <InlineAlert>Login failed: Invalid credentials</InlineAlert>
      </Stack>
    ),
  },
};

export const Small: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    size: "sm",
    title: "Reset Password",
    description: "Enter your email",
    children: (
      <Field label="Email">
        <TextInput type="email" />
      </Field>
    ),
    footer: <Button>Send reset link</Button>,
  },
};

/** Controlled by the caller, with a Cancel button that closes it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Update Payment Method</Button>
        <Dialog
          {...args}
          trigger={undefined}
          open={open}
          onOpenChange={setOpen}
          title="Update Payment Method"
          description={undefined}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button>Update Payment Method</Button>
            </>
          }
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Update Payment Method" }),
    );
    const dialog = await page.findByRole("dialog", { name: "Update Payment Method" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  },
};

/** The open dialog as captured by Chromatic and the screenshot test. */
export const AllStates: Story = {
  args: { defaultOpen: true, trigger: undefined },
  parameters: { ...allStatesParameters, ...overlayOpenA11y },
};

export const AllStatesDark: Story = {
  ...AllStates,
  globals: darkTheme,
  parameters: overlayOpenA11y,
};
