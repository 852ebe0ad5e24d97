import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Checkbox } from "./Checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Finance Land Purchase (70% LTV)", onCheckedChange: fn() },
  argTypes: { label: { control: "text" }, description: { control: "text" } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Radix checkbox with a clickable label. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: /Finance Land/ });
    checkbox.focus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { label: "Cancel at period end", defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: "Use Comparable Sales", description: "Enter manual comps for accurate ARV" },
};
export const Indeterminate: Story = { args: { label: "All modules", checked: "indeterminate" } };
export const Invalid: Story = { args: { label: "I accept the Terms of Service", invalid: true } };
export const Disabled: Story = {
  args: { label: "Utilities Available", disabled: true, defaultChecked: true },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="With description" description="Enter manual comps for accurate ARV" />
      <Checkbox label="Invalid" invalid />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
