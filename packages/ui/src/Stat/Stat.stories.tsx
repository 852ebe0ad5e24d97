import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Grid } from "../Grid/Grid.tsx";
import { allStatesParameters, darkTheme, overlayOpenA11y } from "../test-utils/stories.ts";
import { Stat } from "./Stat.tsx";

const meta = {
  title: "Display/Stat",
  component: Stat,
  tags: ["autodocs"],
  args: {
    label: "Net Profit",
    value: "$42,500",
    explanation:
      "ARV minus all-in costs: purchase, rehab and contingency, holding and selling costs.",
  },
  argTypes: {
    tone: {
      control: "inline-radio",
      options: ["neutral", "success", "warning", "danger", "brand"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    value: { control: "text" },
    explanation: { control: "text" },
    helper: { control: "text" },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure with its label and an explanation popover (Enter opens, Escape closes). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", {
      name: "More information about Net Profit",
    });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const popover = await within(document.body).findByRole("dialog");
    await expect(popover).toHaveTextContent("ARV minus all-in costs");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
};
export const Positive: Story = {
  args: { tone: "success", label: "Profit Margin", value: "22.4%" },
};
export const Negative: Story = {
  args: {
    tone: "danger",
    label: "Worst Case Profit",
    value: "-$8,200",
    helper: "Under a 10% ARV drop",
  },
};
export const WithoutExplanation: Story = { args: { explanation: undefined } };
export const ExplanationOpen: Story = {
  parameters: overlayOpenA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /More information/ }));
    await within(document.body).findByRole("dialog");
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 2, tablet: 4 }}>
      <Stat label="ARV" value="$440,000" explanation="After repair value" />
      <Stat label="Net Profit" value="$42,500" tone="success" />
      <Stat label="Profit Margin" value="12.1%" tone="warning" />
      <Stat label="Worst Case Profit" value="-$8,200" tone="danger" helper="Under a 10% ARV drop" />
      <Stat label="Score" value="82 / 100" size="lg" tone="brand" />
      <Stat label="Cash Needed" value="$61,300" size="sm" />
    </Grid>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
