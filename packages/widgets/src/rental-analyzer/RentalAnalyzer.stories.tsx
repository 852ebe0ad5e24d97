import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { brrrrDefaults, encodeRentalDeal } from "@academy/calculators";
import { RentalAnalyzer } from "./RentalAnalyzer.tsx";

const meta = {
  title: "Widgets/RentalAnalyzer",
  component: RentalAnalyzer,
  args: { headingLevel: 2 },
  argTypes: {
    initialTab: { control: "inline-radio", options: ["rental", "brrrr"] },
    theme: { control: "inline-radio", options: ["light", "dark"] },
    accentColor: { control: "color" },
  },
} satisfies Meta<typeof RentalAnalyzer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy and hold at the defaults: $116 a month, DSCR 1.09, the DSCR limit binding the loan. */
export const Rental: Story = {
  args: { initialTab: "rental" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("DSCR limit binds")).toBeVisible());
    await expect(canvas.getByText("Year-by-Year Projection")).toBeVisible();
  },
};

/** BRRRR at the defaults: $24,845 left in the deal. */
export const Brrrr: Story = { args: { initialTab: "brrrr" } };

/** Every dollar back at the refinance: the return on cash left is infinite, said in words. */
export const AllCashRecovered: Story = {
  args: {
    initialDeal: encodeRentalDeal({
      kind: "brrrr",
      inputs: { ...brrrrDefaults, afterRepairValue: 300_000 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Infinite (no cash left in the deal)")).toBeVisible();
  },
};

/** Bad input: the field errors under the boxes. */
export const FieldErrors: Story = {
  args: { initialTab: "rental" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: "Vacancy (%)" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Vacancy (%)" }), "140");
    await expect(canvas.getByText("Vacancy (%) must be 100% or less")).toBeVisible();
    await userEvent.clear(canvas.getByRole("textbox", { name: "Hold (years)" }));
    await expect(canvas.getByText("Enter a hold of 1 to 50 years")).toBeVisible();
  },
};

export const Dark: Story = { args: { initialTab: "brrrr", theme: "dark" } };

/** A phone: the panels stack, tables turn compact. */
export const Narrow: Story = {
  args: { initialTab: "rental" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** A shared link that could not be read. */
export const DamagedLink: Story = { args: { initialDeal: "1h.damaged.0000000" } };
