import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { SessionExpiredToast } from "./SessionExpiredToast.tsx";

const meta = {
  title: "Site/SessionExpiredToast",
  component: SessionExpiredToast,
  args: { onShown: fn(), onClosed: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "academy.md §8: a refused refresh shows this message, then the Student Login modal opens.",
      },
    },
  },
} satisfies Meta<typeof SessionExpiredToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ args }) => {
    // The toast viewport renders in place, but Radix announces it through a portal too.
    await expect(
      (await screen.findAllByText("Session expired, please login again"))[0],
    ).toBeInTheDocument();
    await waitFor(() => expect(args.onShown).toHaveBeenCalledTimes(1));
  },
};
