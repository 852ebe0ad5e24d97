import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, waitFor, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Legal",
  component: SitePage,
  args: { path: "/terms" },
  parameters: {
    padded: false,
    docs: { description: { component: "`/terms` and `/privacy` (academy.md §2, §9)." } },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Last updated: October 2025")).toBeVisible());
  },
};

export const Privacy: Story = {
  args: { path: "/privacy" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Privacy Policy" }, FIND);
  },
};
