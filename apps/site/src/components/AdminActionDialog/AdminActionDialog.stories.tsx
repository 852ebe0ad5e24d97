import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { AdminActionDialog } from "./AdminActionDialog.tsx";

const meta = {
  title: "Site/Components/AdminActionDialog",
  component: AdminActionDialog,
  args: {
    label: "End every session",
    person: "Avery Thompson",
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof AdminActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "End every session" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "End every session" }));
    await expect(await within(dialog).findByText(TEXT.reasonRequired)).toBeVisible();
  },
};
