import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";

const meta = {
  title: "Site/Pages/Placeholders",
  component: SitePage,
  args: { path: "/real-estate-calculator" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Routes whose page belongs to a later issue show a coming-soon page; unknown addresses a not-found page.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Coming soon", {}, FIND)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: "/no/such/page" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Page not found" }, FIND);
  },
};
