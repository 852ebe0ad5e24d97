import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "../Text/Text.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Box } from "./Box.tsx";

const meta = {
  title: "Layout/Box",
  component: Box,
  tags: ["autodocs"],
  args: { padding: "lg", background: "raised", borderRadius: "md", boxShadow: "sm" },
  argTypes: { as: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The layout primitive. Spacing, display, flex/grid, background, radius and shadow " +
          "props map to atomic classes generated from the theme tokens; responsive values " +
          "take `{ mobile, tablet, desktop }` or an array.",
      },
    },
  },
  render: (args) => (
    <Box {...args}>
      <Text>A box on the raised surface.</Text>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Responsive: Story = {
  args: { padding: { mobile: "sm", tablet: "lg", desktop: "2xl" } },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Box display="flex" gap="md" flexWrap="wrap">
      {(["page", "raised", "sunken", "inverse", "brandSubtle"] as const).map((bg) => (
        <Box key={bg} background={bg} padding="lg" borderRadius="md" boxShadow="sm">
          <Text tone={bg === "inverse" ? "inverse" : "primary"}>{bg}</Text>
        </Box>
      ))}
    </Box>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
