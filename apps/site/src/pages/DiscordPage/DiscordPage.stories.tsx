import { MOCK_PASSWORD, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, within } from "storybook/test";
import {
  FIND,
  OVERLAY_OPEN_A11Y,
  siteHandlers,
  siteHttp,
  SitePage,
} from "../../stories/SitePage.tsx";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";

const meta = {
  title: "Site/Pages/Discord",
  component: SitePage,
  args: { path: "/discord" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "The Discord tiers page (investor-tools.md §2, §3, §9): Monthly/Yearly, the Pro and " +
          "Community cards, Coming Soon while Discord sales are closed, the test-mode banner and " +
          "the members' login modal.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heroOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("heading", { level: 1, name: TEXT.heroTitle }, FIND);

export const SalesOpen: Story = {
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Join Pro" }, FIND)).toBeEnabled();
  },
};

export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: TEXT.yearly }, FIND));
    // The prices are the server's plan catalogue's (MSW here), shown once it answers.
    await expect(await canvas.findByText("$166/month billed yearly", {}, FIND)).toBeVisible();
    await expect(canvas.getAllByText("Save 2 months")).toHaveLength(2);
  },
};

export const SalesClosed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/payments/config", ({ response }) =>
        response(200).json({
          publishable_key: "pk_test_mock",
          stripe_js_url: null,
          test_mode: false,
          sales: { courses: true, calculator: "closed", discord: false },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const buttons = await within(canvasElement).findAllByRole("button", { name: TEXT.comingSoon });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const TestMode: Story = {
  args: { path: "/discord?test=true" },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    await expect(within(canvasElement).getByText(TEXT.testModeBanner)).toBeVisible();
  },
};

export const LoginFailed: Story = {
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: TEXT.nav.memberLogin }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: TEXT.login.title,
      }),
    );
    await userEvent.type(dialog.getByLabelText(/^Email/), mockUsers.mentee.email);
    await userEvent.type(dialog.getByLabelText(/^Password/), `${MOCK_PASSWORD}-wrong`);
    await userEvent.click(dialog.getByRole("button", { name: TEXT.login.submit }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(TEXT.login.invalid);
  },
};

/** Issue 50: the demo Pro member (mentee) sees their tier, Manage and the switch. */
export const ProMember: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TEXT.member.badge("Pro"), {}, FIND)).toBeVisible();
    await expect(canvas.getByRole("link", { name: TEXT.member.managePlan })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: TEXT.member.switchTo("Community") }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Join Pro" })).toBeNull();
  },
};

/** Issue 50: a Community member is offered the upgrade to Pro through the portal. */
export const CommunityMember: Story = {
  args: { user: mockUsers.mentee },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/discord/subscription/{userId}", ({ response }) =>
        response(200).json({
          id: 1,
          tier: "community",
          status: "active",
          amount_cents: 9_700,
          billing_cycle: "monthly",
          current_period_start: "2026-03-01T00:00:00Z",
          current_period_end: "2026-04-01T00:00:00Z",
          next_billing_date: "2026-04-01T00:00:00Z",
          cancel_at_period_end: false,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    await expect(
      await within(canvasElement).findByRole("link", { name: TEXT.member.upgrade("Pro") }, FIND),
    ).toBeVisible();
  },
};
