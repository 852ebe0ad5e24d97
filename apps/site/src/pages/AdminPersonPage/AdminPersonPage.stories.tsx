import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";

const meta = {
  title: "Site/Pages/Admin/Person",
  component: SitePage,
  args: { path: `/admin/people/${mockUsers.mentee.id}`, user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "One person's page with the support actions, each confirmed with a reason (issue 47).",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: TEXT.discord }, FIND)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/people/{personId}", never));
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/people/{personId}", ({ response }) =>
        response(404).json({ detail: "Person not found" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.personFailed, {}, FIND)).toBeVisible();
  },
};
