import { mockSavedDeals } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEAL_REPORT_TEXT, SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import { SavedDealItem } from "./SavedDealItem.tsx";

const [first] = mockSavedDeals;
if (!first) throw new Error("no mock saved deal");
const { user_id: _owner, ...deal } = first;

const meta = {
  title: "Site/Saved deals/SavedDealItem",
  component: SavedDealItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: "none", padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    deal,
    readable: true,
    picked: false,
    pickLimitReached: false,
    onPickedChange: fn(),
    onOpen: fn(),
    onRename: fn(async () => true),
    onDelete: fn(),
    onDownload: fn(),
    downloading: false,
  },
} satisfies Meta<typeof SavedDealItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: `Open ${deal.name}` }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Picked for comparison. */
export const Picked: Story = {
  args: { picked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("checkbox", { name: TEXT.pickToCompare(deal.name) }),
    ).toBeChecked();
  },
};

/** Four others are picked: this one cannot be added. */
export const PickLimitReached: Story = {
  args: { pickLimitReached: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("checkbox", { name: TEXT.pickToCompare(deal.name) }),
    ).toBeDisabled();
  },
};

/** Renaming in place. */
export const Renaming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: `Rename ${deal.name}` }));
    const box = canvas.getByRole("textbox", { name: TEXT.renameLabel(deal.name) });
    await expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, "Oak flip{Enter}");
    await expect(args.onRename).toHaveBeenCalledWith("Oak flip");
  },
};

/** A stored deal the calculators cannot read: it can only be deleted. */
export const Unreadable: Story = {
  args: { readable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXT.unreadable)).toBeVisible();
    await expect(canvas.getByRole("button", { name: `Open ${deal.name}` })).toBeDisabled();
  },
};

/** The PDF report is being prepared (issue 46): the button says so and waits. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: `${DEAL_REPORT_TEXT.downloading} ${deal.name}` }),
    ).toBeDisabled();
  },
};
