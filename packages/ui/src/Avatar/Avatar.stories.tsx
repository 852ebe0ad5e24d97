import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Inline } from "../Inline/Inline.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Avatar } from "./Avatar.tsx";

/** A small inline SVG portrait, so the image state needs no network. */
const PHOTO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#14253A"/><circle cx="32" cy="26" r="12" fill="#FDBA74"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#FDBA74"/></svg>',
  );

const meta = {
  title: "Display/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  args: { name: "Jane Builder", size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] },
    src: { control: "text" },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo with an initials fallback. */
export const Playground: Story = {};
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Jane Builder" }),
    ).toHaveTextContent("JB");
  },
};
export const Image: Story = {
  args: { src: PHOTO },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("img")).not.toBeNull());
  },
};
/** A broken photo URL falls back to the initials. */
export const BrokenImage: Story = { args: { src: "data:image/png;base64,broken" } };

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Inline space="md" alignY="center">
      <Avatar name="Jane Builder" size="sm" />
      <Avatar name="Jane Builder" size="md" />
      <Avatar name="Marcus Reyes" size="lg" />
      <Avatar name="Marcus Reyes" size="xl" />
      <Avatar name="Jane Builder" size="lg" src={PHOTO} />
    </Inline>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
