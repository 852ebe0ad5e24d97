import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button.tsx";
import { Grid } from "../Grid/Grid.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { EmptyState } from "./EmptyState.tsx";

const meta = {
  title: "Display/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { title: "No practice tests available yet." },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    action: { control: false },
    icon: { control: false },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an empty list shows. */
export const Playground: Story = {};
export const WithAction: Story = {
  args: {
    title: "No comps yet",
    description: "Add comparable sales for an accurate ARV.",
    action: <Button variant="secondary">Add Comp</Button>,
  },
};
export const NoSubscription: Story = {
  args: {
    title: "You currently have no active subscription.",
    action: <Button>Join the community</Button>,
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }}>
      <EmptyState title="No practice tests available yet." />
      <EmptyState
        title="No comps yet"
        description="Add comparable sales for an accurate ARV."
        action={<Button variant="secondary">Add Comp</Button>}
      />
    </Grid>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
