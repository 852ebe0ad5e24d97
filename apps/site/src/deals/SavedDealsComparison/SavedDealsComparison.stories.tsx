import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, within } from "storybook/test";
import { brrrrDefaults, flipDefaults, landDefaults, rentalDefaults } from "@academy/calculators";
import { compareDeals } from "@academy/widgets";
import { comparePath } from "../comparePath.ts";
import { compareRentalDeals } from "../compareRentalDeals.ts";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import { SavedDealsComparison } from "./SavedDealsComparison.tsx";

const meta = {
  title: "Site/Saved deals/SavedDealsComparison",
  component: SavedDealsComparison,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    comparison: compareDeals([
      { id: 3, name: "Corner lot", deal: { kind: "land", inputs: landDefaults } },
      { id: 7, name: "Elm flip", deal: { kind: "flip", inputs: flipDefaults, comps: [] } },
    ]),
    pagePath: comparePath([3, 7]),
  },
} satisfies Meta<typeof SavedDealsComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: TEXT.comparePage })).toHaveAttribute(
      "href",
      "/deal-calculator/compare?ids=3,7",
    );
    await expect(canvas.getByRole("table", { name: "Summary" })).toBeVisible();
  },
};

/** The Rental Analyzer's saved deals (issue 46): key figures, no page of its own. */
export const RentalAndBrrrr: Story = {
  args: {
    comparison: compareRentalDeals([
      { id: 5, name: "Maple rental", deal: { kind: "rental", inputs: rentalDefaults } },
      { id: 6, name: "Birch BRRRR", deal: { kind: "brrrr", inputs: brrrrDefaults } },
    ]),
    pagePath: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: TEXT.comparePage })).toBeNull();
    await expect(canvas.getByRole("table", { name: "Key figures" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: /Cash left in the deal/ })).toBeVisible();
  },
};
