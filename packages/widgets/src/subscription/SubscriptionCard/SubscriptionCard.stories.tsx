import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { createFakeStripe } from "../../shared/payments/testing/fakeStripe.ts";
import { SUBSCRIPTION_TEXT as TEXT } from "../constants.ts";
import type { ManagedSubscription, SubscriptionOperations } from "../types.ts";
import { SubscriptionCard } from "./SubscriptionCard.tsx";

const PRO: ManagedSubscription = {
  name: "Pro",
  status: "active",
  amountCents: 19_700,
  billingCycle: "monthly",
  currentPeriodStart: "2026-03-01T00:00:00Z",
  currentPeriodEnd: "2026-04-01T00:00:00Z",
  nextBillingDate: "2026-04-01T00:00:00Z",
  cancelAtPeriodEnd: false,
};

const operations: SubscriptionOperations = {
  cancel: () => Promise.resolve({ message: "Subscription cancelled." }),
  reactivate: () => Promise.resolve({ message: "Subscription reactivated successfully!" }),
  updateCard: () => Promise.resolve(),
};

const { stripe } = createFakeStripe();

const meta = {
  title: "Widgets/Subscription card",
  component: SubscriptionCard,
  args: {
    subscription: PRO,
    operations,
    notify: fn(),
    onChanged: fn(),
    loadStripe: () => Promise.resolve(stripe),
  },
  parameters: {
    docs: {
      description: {
        component:
          "One subscription as the portal and the account page show it (investor-tools.md §2, " +
          "§4): status badge, amount, period, next billing date, the cancellation notice and " +
          "its actions.",
      },
    },
  },
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("ACTIVE")).toBeVisible();
    await expect(card.getByRole("button", { name: TEXT.cancelSubscription })).toBeVisible();
  },
};

/** Issue 48: a free trial, its end and first charge. */
export const Trialing: Story = {
  args: {
    subscription: {
      ...PRO,
      status: "trialing",
      currentPeriodEnd: "2026-03-15T00:00:00Z",
      nextBillingDate: "2026-03-15T00:00:00Z",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Trial ends on March 15, 2026/)).toBeVisible();
  },
};

export const PastDue: Story = {
  args: { subscription: { ...PRO, status: "past_due" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("PAST_DUE")).toBeVisible();
  },
};

export const CancellationScheduled: Story = {
  args: { subscription: { ...PRO, cancelAtPeriodEnd: true, nextBillingDate: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(TEXT.cancellationNotice("April 1, 2026"))).toBeVisible();
    await expect(card.getByRole("button", { name: TEXT.reactivateSubscription })).toBeVisible();
  },
};

export const Ended: Story = {
  args: {
    subscription: { ...PRO, status: "canceled", nextBillingDate: null },
    ended: true,
    cardOnFile: "VISA ending in 4242",
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("CANCELED")).toBeVisible();
    await expect(card.queryByRole("button")).toBeNull();
  },
};
