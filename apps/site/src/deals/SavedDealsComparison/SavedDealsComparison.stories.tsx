import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, within } from "storybook/test";
import { flipDefaults, landDefaults } from "@academy/calculators";
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
    deals: [
      { id: 3, name: "Corner lot", deal: { kind: "land", inputs: landDefaults } },
      { id: 7, name: "Elm flip", deal: { kind: "flip", inputs: flipDefaults, comps: [] } },
    ],
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
