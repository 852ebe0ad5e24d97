import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Text } from "./Text.tsx";

const meta = {
  title: "Typography/Text",
  component: Text,
  tags: ["autodocs"],
  args: { children: "Learn to build and license your way into real-estate development." },
  argTypes: {
    size: { control: "inline-radio", options: ["xs", "sm", "md", "lg", "inherit"] },
    weight: { control: "inline-radio", options: ["regular", "medium", "semibold", "bold"] },
    tone: {
      control: "select",
      options: ["primary", "secondary", "brand", "success", "warning", "danger", "info", "inherit"],
    },
    as: { control: "select", options: ["p", "span", "div", "strong", "small", "label"] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text in the type scale and a theme tone. */
export const Playground: Story = {};
export const Secondary: Story = { args: { tone: "secondary", size: "sm" } };
export const Truncated: Story = {
  args: { truncate: true },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

const tones = ["primary", "secondary", "brand", "success", "warning", "danger", "info"] as const;

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="sm">
      {(["xs", "sm", "md", "lg"] as const).map((size) => (
        <Text key={size} size={size}>
          Size {size}: Real Estate Developer Course
        </Text>
      ))}
      {tones.map((tone) => (
        <Text key={tone} tone={tone} weight="semibold">
          Tone {tone}: Net Profit $42,500
        </Text>
      ))}
      <Box background="inverse" padding="sm">
        <Text tone="inverse">Inverse on the navigation band</Text>
      </Box>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
