import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { encodeDeal, flipDefaults, type Comp } from "@academy/calculators";
import { DealAnalyzer } from "./DealAnalyzer.tsx";

const meta = {
  title: "Widgets/DealAnalyzer",
  component: DealAnalyzer,
  args: { headingLevel: 2 },
  argTypes: {
    initialTab: { control: "select", options: ["land", "flip", "renovation", "construction"] },
    theme: { control: "inline-radio", options: ["light", "dark"] },
    accentColor: { control: "color" },
  },
} satisfies Meta<typeof DealAnalyzer>;

export default meta;
type Story = StoryObj<typeof meta>;

const comp = (id: string, price: number, squareFootage: number): Comp => ({
  id,
  address: `${id} Oak St`,
  price,
  squareFootage,
  bedrooms: 3,
  bathrooms: 2,
  pricePerSqFt: price / squareFootage,
});

/** Land Analysis at the spec defaults: a Strong Buy scoring 90/100. */
export const Land: Story = {
  args: { initialTab: "land" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("90/100")).toBeVisible());
    await expect(canvasElement.querySelector("[data-recommendation]")).toHaveTextContent(
      "Recommendation: Strong Buy",
    );
  },
};

export const Flip: Story = { args: { initialTab: "flip" } };

/** Renovation ROI: Other Renovations has a visible label like the two remodels' checkboxes. */
export const Renovation: Story = {
  args: { initialTab: "renovation" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole("group", { name: "Other Renovations" });
    await expect(other).toBeVisible();
    const legend = other.querySelector("legend");
    await expect(legend).toBeVisible();
    await expect(legend).toHaveTextContent("Other Renovations");
  },
};

export const Construction: Story = { args: { initialTab: "construction" } };

/** Show Advanced pressed: the advanced inputs and Detailed Costs appear. */
export const AdvancedShown: Story = {
  args: { initialTab: "flip" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show Advanced" }));
    await expect(canvas.getByRole("textbox", { name: "Interest Rate %" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Detailed Costs" })).toBeVisible();
  },
};

/** A flip valued by three comps: the manual ARV box is disabled. */
export const FlipWithComps: Story = {
  args: {
    initialDeal: encodeDeal({
      kind: "flip",
      inputs: { ...flipDefaults, useComps: true },
      comps: [comp("1", 300000, 1500), comp("2", 350000, 2000), comp("3", 190000, 1000)],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("textbox", { name: "ARV Per SqFt (Manual Override)" }),
    ).toBeDisabled();
  },
};

/** Typed into a whole-dollar box key by key: "75000.99" counts as 75000, never 750009. */
export const TypedIntoWholeDollarBox: Story = {
  args: { initialTab: "land" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole("textbox", { name: "Purchase Price" });
    await userEvent.clear(price);
    await userEvent.type(price, "75000.99");
    // What was typed stays on screen, with a hint saying what is counted (issue #50).
    await expect(price).toHaveValue("75000.99");
    await expect(price).toHaveAccessibleDescription(/Whole numbers only: counted as \$75,000\./);
    await userEvent.tab();
    await expect(price).toHaveValue("75000");
  },
};

/** "How is this calculated?" opened on the ARV. */
export const ExplanationOpen: Story = {
  args: { initialTab: "flip" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "How is this calculated? (ARV)" }));
    await expect(canvas.getByText("ARV = $180.00/sq ft x 1,800 sq ft = $324,000")).toBeVisible();
  },
};

/** Opened from a damaged share link: a friendly notice over the defaults. */
export const DamagedShareLink: Story = {
  args: { initialDeal: "1f.not-a-deal.0000000" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This shared deal link could not be opened")).toBeVisible();
  },
};

/** A partner's choices: two tabs, dark theme, their accent colour. */
export const PartnerOptions: Story = {
  args: {
    tabs: ["flip", "renovation"],
    initialTab: "renovation",
    theme: "dark",
    accentColor: "#0f766e",
  },
};

export const Dark: Story = { args: { initialTab: "construction", theme: "dark" } };

/** A phone: the panels stack. */
export const Narrow: Story = {
  args: { initialTab: "flip" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
