import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, siteHandlers, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";

const meta = {
  title: "Site/Pages/Admin/People",
  component: SitePage,
  args: { path: "/admin/people?q=a", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: { description: { component: "The owner's console: find a person (issue 47)." } },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: TEXT.people }, FIND);
    await expect(within(list).getAllByRole("link").length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { path: "/admin/people?q=nobody-matches" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.noPeople, {}, FIND)).toBeVisible();
  },
};

export const Learner: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(TEXT.adminRequired, {}, FIND),
    ).toBeVisible();
  },
};
