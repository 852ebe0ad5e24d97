import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { allStatesParameters, darkTheme, overlayOpenA11y } from "../test-utils/stories.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    title: "Delete PDF",
    description: 'Are you sure you want to delete the PDF for "Framing Basics"?',
    confirmLabel: "Delete PDF",
    trigger: <Button variant="danger">Delete PDF</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["danger", "primary"] },
    trigger: { control: false },
    children: { control: false },
    title: { control: "text" },
    description: { control: "text" },
  },
  parameters: {
    // Open overlays would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel; Escape cancels and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Delete PDF" });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("alertdialog", { name: "Delete PDF" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The cancel-subscription dialog, with its "Cancel at period end" box. */
export const CancelSubscription: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: "We're sad to see you go",
    description: "You can keep access until the end of the billing period.",
    confirmLabel: "Cancel Subscription",
    cancelLabel: "Keep Subscription",
    children: <Checkbox label="Cancel at period end" defaultChecked />,
  },
};

/** While the confirm action runs: busy label, nothing can close it. */
export const Busy: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete PDF" }));
    const processing = within(dialog).getByRole("button", { name: "Processing..." });
    await expect(processing).toHaveAttribute("aria-busy", "true");
    await expect(processing).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(processing).toHaveFocus());
  },
};

export const Primary: Story = {
  parameters: overlayOpenA11y,
  args: {
    defaultOpen: true,
    trigger: undefined,
    tone: "primary",
    title: "Reactivate subscription?",
    description: "Billing resumes on your next billing date.",
    confirmLabel: "Reactivate",
  },
};

export const AllStates: Story = {
  args: { ...CancelSubscription.args },
  parameters: { ...allStatesParameters, ...overlayOpenA11y },
};

export const AllStatesDark: Story = {
  ...AllStates,
  globals: darkTheme,
  parameters: overlayOpenA11y,
};
