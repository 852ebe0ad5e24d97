import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Inline } from "../Inline/Inline.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Spinner } from "./Spinner.tsx";

const meta = {
  title: "Display/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Loading calculator...", size: "md" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Indeterminate loading, announced as a status; slows right down under reduced motion. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Loading calculator...",
    );
  },
};
export const Large: Story = { args: { size: "lg" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Inline space="lg">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Inline>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
