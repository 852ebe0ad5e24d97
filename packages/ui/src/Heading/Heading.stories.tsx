import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Heading } from "./Heading.tsx";

const meta = {
  title: "Typography/Heading",
  component: Heading,
  tags: ["autodocs"],
  args: { level: 2, children: "Deal Analyzer Calculator Subscription" },
  argTypes: {
    level: { control: "inline-radio", options: [1, 2, 3, 4, 5, 6] },
    size: { control: "inline-radio", options: ["xs", "sm", "md", "lg", "xl", "2xl"] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level sets the element (outline); size can differ from it. */
export const Playground: Story = {};
export const BrandTone: Story = { args: { tone: "brand" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
