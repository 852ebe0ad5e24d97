import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
} from "@academy/calculators";
import { DealComparison } from "./DealComparison.tsx";

const meta = {
  title: "Widgets/DealComparison",
  component: DealComparison,
} satisfies Meta<typeof DealComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two land deals that differ in price: the differing rows say so. */
export const TwoDeals: Story = {
  args: {
    deals: [
      { id: 1, name: "Cheap lot", deal: { kind: "land", inputs: landDefaults } },
      {
        id: 2,
        name: "Pricey lot",
        deal: { kind: "land", inputs: { ...landDefaults, purchasePrice: 90000 } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("rowheader", { name: "Purchase Price Differs" })).toBeVisible();
  },
};

/** Four deals of four calculators, the most the view compares. */
export const FourCalculators: Story = {
  args: {
    deals: [
      { id: 1, name: "Lot on Main", deal: { kind: "land", inputs: landDefaults } },
      { id: 2, name: "Elm St flip", deal: { kind: "flip", inputs: flipDefaults, comps: [] } },
      { id: 3, name: "Kitchen redo", deal: { kind: "renovation", inputs: renovationDefaults } },
      {
        id: 4,
        name: "Duplex build",
        deal: { kind: "construction", inputs: { ...constructionDefaults, propertyType: "duplex" } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("table", { name: "Summary" });
    await expect(within(summary).getAllByRole("columnheader")).toHaveLength(5);
  },
};
