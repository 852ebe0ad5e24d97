import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, within } from "storybook/test";
import { FIND, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";

const meta = {
  title: "Site/Pages/Admin/Audit",
  component: SitePage,
  args: { path: "/admin/audit", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: { description: { component: "The append-only audit log, filterable (issue 47)." } },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/audit", ({ response }) =>
        response(200).json([
          {
            id: 2,
            at: "2026-12-01T10:00:00.000Z",
            actor: "admin",
            actor_id: mockUsers.admin.id,
            actor_email: mockUsers.admin.email,
            action: "payment.refund",
            person_id: mockUsers.mentee.id,
            person_email: mockUsers.mentee.email,
            target: "payment-20",
            reason: "Asked by e-mail",
            details: {},
          },
          {
            id: 1,
            at: "2026-12-01T09:00:00.000Z",
            actor: "role-worker",
            actor_id: null,
            actor_email: null,
            action: "discord.role-grant",
            person_id: mockUsers.mentee.id,
            person_email: mockUsers.mentee.email,
            target: "discord:200000000000000002",
            reason: null,
            details: {},
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: TEXT.auditTitle }, FIND);
    await expect(within(table).getByText("Asked by e-mail")).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.noEntries, {}, FIND)).toBeVisible();
  },
};
