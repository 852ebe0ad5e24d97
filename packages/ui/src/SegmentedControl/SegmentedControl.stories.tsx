import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { SegmentedControl } from "./SegmentedControl.tsx";

const cycles = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

const meta = {
  title: "Forms/SegmentedControl",
  component: SegmentedControl,
  tags: ["autodocs"],
  args: { "aria-label": "Billing cycle", options: cycles, onValueChange: fn() },
  argTypes: { options: { control: "object" } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly / Yearly: arrow keys move between options, Space or Enter selects. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("radio", { name: "Monthly" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Yearly" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenCalledWith("yearly");
    await expect(canvas.getByRole("radio", { name: "Yearly" })).toBeChecked();
  },
};
export const Yearly: Story = { args: { defaultValue: "yearly" } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: "monthly", label: "Monthly" },
      { value: "yearly", label: "Yearly", disabled: true },
    ],
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md" align="start">
      <SegmentedControl aria-label="Monthly selected" options={cycles} defaultValue="monthly" />
      <SegmentedControl aria-label="Yearly selected" options={cycles} defaultValue="yearly" />
      <SegmentedControl
        aria-label="Three options"
        options={[
          { value: "land", label: "Land" },
          { value: "flip", label: "Flip" },
          { value: "build", label: "Build", disabled: true },
        ]}
        defaultValue="flip"
      />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
