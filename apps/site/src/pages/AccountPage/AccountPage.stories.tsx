import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type {} from "msw-storybook-addon/types";
import { expect, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";
import { PAYMENT_HISTORY_TEXT } from "../../components/PaymentHistory/paymentHistoryText.ts";

const meta = {
  title: "Site/Pages/Account",
  component: SitePage,
  args: { path: "/account", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "Everything a customer pays for (issue #16): profile, courses with progress and " +
          "certificates, every subscription through the portal's card, and the payment history.",
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
    await expect(
      await canvas.findByRole("article", { name: "Deal Analyzer Calculator" }, FIND),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("table", { name: PAYMENT_HISTORY_TEXT.title })).toBeVisible(),
    );
  },
};

export const DiscordMember: Story = {
  args: { user: mockUsers.mentee },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("article", { name: "Discord Pro" })).toBeVisible());
    await waitFor(() => expect(canvas.getByText(PAYMENT_HISTORY_TEXT.empty)).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/account/subscriptions", never),
      siteHttp.get("/account/payments", never),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: TEXT.heading }, FIND),
    ).toBeVisible();
    await expect((await canvas.findAllByText(TEXT.loading, {}, FIND)).length).toBeGreaterThan(0);
  },
};

export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.signedOut)).toBeVisible());
  },
};
