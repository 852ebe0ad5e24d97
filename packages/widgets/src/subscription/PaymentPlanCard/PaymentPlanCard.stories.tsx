import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PaymentPlanCard } from "./PaymentPlanCard.tsx";

const meta = {
  title: "Widgets/Payment plan card",
  component: PaymentPlanCard,
  args: {
    plan: {
      id: 7,
      course_id: 3,
      name: "All In One + Mentorship",
      status: "active",
      instalments: 4,
      instalments_paid: 2,
      instalment_cents: 124_925,
      paid_cents: 249_850,
      remaining_cents: 249_850,
      currency: "usd",
      next_payment_date: "2027-02-07T00:00:00Z",
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
    },
    payWithCard: fn(() => Promise.resolve()),
    notify: fn(),
    onChanged: fn(),
  },
} satisfies Meta<typeof PaymentPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const PaymentFailed: Story = {
  args: { plan: { ...meta.args.plan, status: "past_due", next_payment_date: null } },
};

export const Paused: Story = {
  args: { plan: { ...meta.args.plan, status: "paused", next_payment_date: null } },
};

export const Completed: Story = {
  args: {
    plan: {
      ...meta.args.plan,
      status: "completed",
      instalments_paid: 4,
      paid_cents: 499_700,
      remaining_cents: 0,
      next_payment_date: null,
    },
  },
};
