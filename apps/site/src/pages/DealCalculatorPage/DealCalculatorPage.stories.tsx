import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { encodeDeal, flipDefaults } from "@academy/calculators";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Pages/DealCalculatorPage",
  component: SitePage,
  args: { path: "/deal-calculator" },
  parameters: { padded: false },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /deal-calculator: the fixed Home button, then the analyzer on its first tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Deal Analyzer" }, FIND),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  },
};

/** Opened from a shared flip link. */
export const SharedFlip: Story = {
  args: {
    path: `/deal-calculator?tab=flip&deal=${encodeDeal({ kind: "flip", inputs: { ...flipDefaults, purchasePrice: 180000 }, comps: [] })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("tab", { name: "Flip Calculator" }, FIND)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("textbox", { name: "Purchase Price" })).toHaveValue("180000");
    await expect((await canvas.findAllByText("$65,545"))[0]).toBeVisible();
  },
};
