import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import { FIND, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";

const meta = {
  title: "Site/Pages/Admin/Promotion codes",
  component: SitePage,
  args: { path: "/admin/promotion-codes", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component: "List, create and deactivate promotion codes in the console (issue 48).",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's WELCOME10 (from the mock API), active. */
export const Codes: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: TEXT.listLabel }, FIND);
    await expect(within(table).getByText("WELCOME10")).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/promotion-codes", ({ response }) => response(200).json({ codes: [] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.none, {}, FIND)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/promotion-codes", ({ response }) =>
        response(403).json({ detail: "Admin access required" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXT.loadFailed, {}, FIND)).toBeVisible();
  },
};

/** Create pressed on an empty form: every problem named at once, nothing sent. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole("form", { name: TEXT.createTitle }, FIND);
    await userEvent.click(within(form).getByRole("button", { name: TEXT.create }));
    await expect(await within(form).findByText(TEXT.codeSpelling)).toBeVisible();
    await expect(within(form).getByText(ADMIN_CONSOLE_TEXT.reasonRequired)).toBeVisible();
  },
};

export const NotAdmin: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(ADMIN_CONSOLE_TEXT.adminRequired, {}, FIND),
    ).toBeVisible();
  },
};
