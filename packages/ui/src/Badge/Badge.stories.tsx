import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Badge } from "./Badge.tsx";

const tones = ["green", "yellow", "red", "neutral", "premium", "info", "brand"] as const;

const meta = {
  title: "Display/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Strong Buy", tone: "green" },
  argTypes: {
    tone: { control: "select", options: tones },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recommendation and status badges in the spec's colours. */
export const Playground: Story = {};
export const Green: Story = { args: { tone: "green", children: "Excellent Deal" } };
export const Yellow: Story = { args: { tone: "yellow", children: "Good Deal" } };
export const Red: Story = { args: { tone: "red", children: "Pass" } };
export const Neutral: Story = { args: { tone: "neutral", children: "Coming Soon" } };
export const Premium: Story = { args: { tone: "premium", solid: true, children: "PREMIUM" } };
export const Status: Story = { args: { tone: "yellow", children: "PAST_DUE" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      {([false, true] as const).map((solid) => (
        <Inline key={String(solid)}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} solid={solid}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
      <Inline>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} size="sm">
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
