import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, within } from "storybook/test";
import { GrandOpeningBanner } from "./GrandOpeningBanner.tsx";

const meta = {
  title: "Site/GrandOpeningBanner",
  component: GrandOpeningBanner,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof GrandOpeningBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the configured day: the invitation in the spec's words. */
export const Upcoming: Story = {
  args: { date: "2026-03-15", now: () => new Date(2026, 0, 10) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("You're invited to our Grand Opening on March 15th, 2026!"),
    ).toBeVisible();
  },
};

/** After the configured day: nothing is shown. */
export const Past: Story = {
  args: { date: "2026-03-15", now: () => new Date(2026, 2, 16) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
