import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge/Badge.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Inline } from "./Inline.tsx";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  tags: ["autodocs"],
  args: { space: "sm", align: "start", alignY: "center" },
  argTypes: {
    space: { control: "select", options: ["none", "xxs", "xs", "sm", "md", "lg", "xl"] },
    align: { control: "inline-radio", options: ["start", "center", "end", "between"] },
    alignY: { control: "inline-radio", options: ["top", "center", "bottom", "baseline"] },
    as: { control: false },
  },
  render: (args) => (
    <Inline {...args}>
      <Badge tone="neutral">Texas</Badge>
      <Badge tone="neutral">Louisiana</Badge>
      <Badge tone="neutral">Arkansas</Badge>
      <Badge tone="neutral">Oklahoma</Badge>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row that wraps, with even space between items. */
export const Playground: Story = {};
export const SpaceBetween: Story = { args: { align: "between" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="lg">
      {(["start", "center", "end", "between"] as const).map((align) => (
        <Inline key={align} align={align}>
          <Badge tone="neutral">{align}</Badge>
          <Badge tone="green">Two</Badge>
          <Badge tone="yellow">Three</Badge>
        </Inline>
      ))}
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
