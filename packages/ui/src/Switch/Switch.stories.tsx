import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Switch } from "./Switch.tsx";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: { label: "Show Advanced", onCheckedChange: fn() },
  argTypes: {
    label: { control: "text" },
    labelPosition: { control: "inline-radio", options: ["start", "end"] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calculators' Show/Hide Advanced toggle. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Show Advanced" });
    control.focus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** The label follows the state: Show Advanced / Hide Advanced. */
export const ShowHideAdvanced: Story = {
  render: function Render() {
    const [advanced, setAdvanced] = useState(false);
    return (
      <Stack space="sm">
        <Switch
          label={advanced ? "Hide Advanced" : "Show Advanced"}
          checked={advanced}
          onCheckedChange={setAdvanced}
        />
        {advanced ? <Text tone="secondary">Transaction Costs %, Contingency %...</Text> : null}
      </Stack>
    );
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Label first" labelPosition="start" />
      <Switch label="Disabled off" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
