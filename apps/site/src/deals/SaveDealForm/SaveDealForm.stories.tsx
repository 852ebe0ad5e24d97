import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import { SaveDealForm } from "./SaveDealForm.tsx";

const meta = {
  title: "Site/Saved deals/SaveDealForm",
  component: SaveDealForm,
  args: { onSave: fn(async () => true), busy: false },
} satisfies Meta<typeof SaveDealForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for a name. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: TEXT.nameLabel }), " Lot 9 ");
    await userEvent.click(canvas.getByRole("button", { name: TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledWith("Lot 9");
  },
};

/** Saving: the button says so and waits. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: TEXT.saving })).toBeDisabled();
  },
};

/** No name given: the field says what is missing. */
export const NameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: TEXT.save }));
    await waitFor(() => expect(canvas.getByText(TEXT.nameRequired)).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
