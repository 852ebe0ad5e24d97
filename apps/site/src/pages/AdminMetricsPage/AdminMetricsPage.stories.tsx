import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";

const meta = {
  title: "Site/Pages/Admin/Metrics",
  component: SitePage,
  args: { path: "/admin/metrics", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component: "The numbers of the business, each chart with its table (issue 47).",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("img", { name: TEXT.revenueChart }, FIND),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/metrics", never));
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/metrics", ({ response }) => response(422).json({ detail: "bad range" })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(TEXT.metricsFailed, {}, FIND),
    ).toBeVisible();
  },
};
