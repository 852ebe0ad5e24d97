import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Stack } from "./Stack.tsx";

const Item = ({ children }: { children: string }) => (
  <Box background="raised" padding="md" borderRadius="sm" boxShadow="sm">
    {children}
  </Box>
);

const meta = {
  title: "Layout/Stack",
  component: Stack,
  tags: ["autodocs"],
  args: { space: "md", align: "stretch" },
  argTypes: {
    space: {
      control: "select",
      options: ["none", "xxs", "xs", "sm", "md", "lg", "xl", "2xl", "3xl"],
    },
    align: { control: "inline-radio", options: ["start", "center", "end", "stretch"] },
    as: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Item>NASCLA Training</Item>
      <Item>Get Licensed</Item>
      <Item>Launch Your Business</Item>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children in a column with even space between them. */
export const Playground: Story = {};
export const Centered: Story = { args: { align: "center" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Box display="flex" gap="xl">
      {(["xs", "md", "xl"] as const).map((space) => (
        <Stack key={space} space={space}>
          <Item>{`space ${space}`}</Item>
          <Item>Two</Item>
          <Item>Three</Item>
        </Stack>
      ))}
    </Box>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
