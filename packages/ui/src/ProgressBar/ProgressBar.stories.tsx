import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { ProgressBar } from "./ProgressBar.tsx";

const meta = {
  title: "Display/ProgressBar",
  component: ProgressBar,
  tags: ["autodocs"],
  args: { value: 40, max: 100, label: "Course progress", showValue: true },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    tone: { control: "inline-radio", options: ["brand", "success"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    label: { control: "text" },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Course and module progress. */
export const Playground: Story = {};
export const NotStarted: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: "success" } };
export const Small: Story = {
  args: { size: "sm", showValue: false, label: undefined, "aria-label": "Module 2 progress" },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg" style={{ maxWidth: 420 }}>
      <ProgressBar value={0} label="Not started" showValue />
      <ProgressBar value={3} max={9} label="Modules 3 of 9" showValue />
      <ProgressBar value={100} label="Complete" showValue tone="success" />
      <ProgressBar value={55} size="sm" aria-label="Small" />
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
