import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Grid } from "./Grid.tsx";

const Cell = ({ n }: { n: number }) => (
  <Box background="raised" padding="lg" borderRadius="md" boxShadow="sm">
    Practice test {n}
  </Box>
);

const meta = {
  title: "Layout/Grid",
  component: Grid,
  tags: ["autodocs"],
  args: { columns: { mobile: 1, tablet: 2 }, space: "lg" },
  argTypes: { as: { control: false } },
  render: (args) => (
    <Grid {...args}>
      {[1, 2, 3, 4].map((n) => (
        <Cell key={n} n={n} />
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Equal columns, responsive: one on mobile, two from tablet up (the practice-test grid). */
export const Playground: Story = {};
export const ThreeColumns: Story = { args: { columns: { mobile: 1, tablet: 3 } } };

export const AllStates: Story = { parameters: allStatesParameters };
export const AllStatesDark: Story = { globals: darkTheme };
