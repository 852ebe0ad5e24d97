import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../Card/Card.tsx";
import { Grid } from "../Grid/Grid.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Skeleton } from "./Skeleton.tsx";

const meta = {
  title: "Display/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { shape: "text", width: "16rem" },
  argTypes: { shape: { control: "inline-radio", options: ["text", "rect", "circle"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placeholder while content loads; pulses unless reduced motion is on. */
export const Playground: Story = {};
export const Rect: Story = { args: { shape: "rect", width: "20rem" } };
export const Circle: Story = { args: { shape: "circle", width: "3rem" } };

/** Practice-test cards while "Loading practice tests..." */
export const CardPlaceholder: Story = {
  render: () => (
    <Card aria-busy="true" style={{ maxWidth: 360 }}>
      <VisuallyHidden>Loading practice tests...</VisuallyHidden>
      <Skeleton shape="rect" height="8rem" />
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton />
      <Skeleton width="85%" />
    </Card>
  ),
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }}>
      <Stack space="xs">
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton />
        <Skeleton width="80%" />
      </Stack>
      <Inline space="md">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" width="4rem" />
        <Skeleton shape="rect" width="8rem" height="4rem" />
      </Inline>
    </Grid>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
