import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { encodeDeal, flipDefaults } from "@academy/calculators";
import { siteHandlers, SitePage } from "../../stories/SitePage.tsx";
import { DealCalculatorPage } from "./DealCalculatorPage.tsx";

const meta = {
  title: "Pages/DealCalculatorPage",
  component: DealCalculatorPage,
  parameters: { padded: false },
  // The site's providers (API, session) around the page: its nag asks for calculator access.
  decorators: [
    (Story, { parameters }) => (
      <SitePage path={(parameters.route as string | undefined) ?? "/deal-calculator"}>
        <Story />
      </SitePage>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
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
