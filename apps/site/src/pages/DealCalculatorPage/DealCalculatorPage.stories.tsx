import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, within } from "storybook/test";
import { encodeDeal, flipDefaults } from "@academy/calculators";
import { DealCalculatorPage } from "./DealCalculatorPage.tsx";

const meta = {
  title: "Pages/DealCalculatorPage",
  component: DealCalculatorPage,
  parameters: { padded: false },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter
        initialEntries={[(parameters.route as string | undefined) ?? "/deal-calculator"]}
      >
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DealCalculatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /deal-calculator: the fixed Home button, then the analyzer on its first tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
  },
};

/** Opened from a shared flip link. */
export const SharedFlip: Story = {
  parameters: {
    route: `/deal-calculator?tab=flip&deal=${encodeDeal({ kind: "flip", inputs: { ...flipDefaults, purchasePrice: 180000 }, comps: [] })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("textbox", { name: "Purchase Price" })).toHaveValue("180000");
    await expect((await canvas.findAllByText("$65,545"))[0]).toBeVisible();
  },
};
