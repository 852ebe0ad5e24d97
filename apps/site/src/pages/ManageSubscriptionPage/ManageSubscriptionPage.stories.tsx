import { mockDiscordSubscription, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  FIND,
  OVERLAY_OPEN_A11Y,
  siteHandlers,
  siteHttp,
  SitePage,
} from "../../stories/SitePage.tsx";
import { PORTAL_TEXT as TEXT } from "./portalText.ts";

const meta = {
  title: "Site/Pages/Manage Subscription",
  component: SitePage,
  args: { path: "/manage-subscription" },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "The Discord subscription portal (investor-tools.md §2, §4, §8): the login form, the " +
          "subscription card, the scheduled-cancellation notice, no subscription, the cancel dialog.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: TEXT.submit }, FIND)).toBeDisabled();
    await expect(canvas.getByText(TEXT.noticeHelp)).toBeVisible();
  },
};

export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/, {}, FIND), "nobody@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "wrong");
    await userEvent.click(canvas.getByRole("button", { name: TEXT.submit }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(TEXT.loginFailed);
  },
};

export const Subscription: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole("article", { name: "Pro" }, FIND));
    await expect(card.getByText("ACTIVE")).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
  },
};

export const CancellationScheduled: Story = {
  args: { user: mockUsers.mentee },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/discord/subscription/{userId}", ({ response }) =>
        response(200).json({
          ...mockDiscordSubscription,
          status: "past_due",
          cancel_at_period_end: true,
          next_billing_date: null,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole("article", { name: "Pro" }, FIND));
    await expect(card.getByText("PAST_DUE")).toBeVisible();
    await expect(
      card.getByText(/^Your subscription will be cancelled on April 1, 2026/),
    ).toBeVisible();
    await expect(card.getByRole("button", { name: "Reactivate Subscription" })).toBeVisible();
  },
};

export const NoSubscription: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    const portal = within(
      await within(canvasElement).findByRole("region", { name: TEXT.heading }, FIND),
    );
    await waitFor(() => expect(portal.getByText(TEXT.noSubscription)).toBeVisible());
  },
};

export const CancelDialog: Story = {
  args: { user: mockUsers.mentee },
  parameters: OVERLAY_OPEN_A11Y,
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole("article", { name: "Pro" }, FIND));
    await userEvent.click(card.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
        name: "We're sad to see you go",
      }),
    );
    await expect(dialog.getByRole("checkbox", { name: "Cancel at period end" })).toBeChecked();
  },
};
