import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link } from "../Link/Link.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { allStatesParameters, darkTheme } from "../test-utils/stories.ts";
import { Banner } from "./Banner.tsx";

const meta = {
  title: "Display/Banner",
  component: Banner,
  tags: ["autodocs"],
  parameters: { padded: false },
  args: {
    tone: "announcement",
    dismissible: true,
    children: "Join us for our Grand Opening on March 15th, 2026!",
    action: (
      <Link href="#contact" tone="inherit">
        Register Now
      </Link>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["announcement", "warning", "info"] },
    action: { control: false },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dismissible Grand Opening announcement. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const Announcement: Story = {};

/** The yellow notice on /discord?test=true. */
export const TestModeWarning: Story = {
  args: {
    tone: "warning",
    dismissible: false,
    action: undefined,
    children: "Test Mode Active - No payment will be processed",
  },
};

export const Info: Story = {
  args: {
    tone: "info",
    dismissible: false,
    action: undefined,
    children: "Practice tests are being created.",
  },
};

/** Clicking Register Now hides the banner too (controlled). */
export const HiddenByLink: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Banner
        {...args}
        open={open}
        onOpenChange={setOpen}
        action={
          <Link href="#contact" tone="inherit" onClick={() => setOpen(false)}>
            Register Now
          </Link>
        }
      />
    );
  },
};

export const AllStates: Story = {
  parameters: allStatesParameters,
  render: () => (
    <Stack space="md">
      <Banner
        dismissible
        action={
          <Link href="#contact" tone="inherit">
            Register Now
          </Link>
        }
      >
        Join us for our Grand Opening on March 15th, 2026!
      </Banner>
      <Banner tone="warning" label="Test mode">
        Test Mode Active - No payment will be processed
      </Banner>
      <Banner tone="info" label="Status" dismissible>
        Practice tests are being created.
      </Banner>
    </Stack>
  ),
};

export const AllStatesDark: Story = { ...AllStates, globals: darkTheme, parameters: {} };
