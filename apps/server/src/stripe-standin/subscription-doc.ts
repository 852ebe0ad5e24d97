import type { PriceDoc } from "./catalog.ts";
import type { StripeDoc } from "./store.ts";

export interface SubscriptionItemDoc {
  id: string;
  object: "subscription_item";
  price: PriceDoc;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

export interface SubscriptionDoc extends StripeDoc {
  object: "subscription";
  customer: string;
  status:
    | "incomplete"
    | "incomplete_expired"
    | "trialing"
    | "active"
    | "past_due"
    | "canceled"
    | "unpaid";
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  default_payment_method: string | null;
  latest_invoice: string | null;
  /** Why it ended, as Stripe says: asked for (the API or the period's end) or failed payments. */
  cancellation_details: { reason: "cancellation_requested" | "payment_failed" | null } | null;
  metadata: Record<string, string>;
  items: { object: "list"; data: SubscriptionItemDoc[] };
  payment_settings: { save_default_payment_method: string };
  /** A free trial (trials.ts): its start and end, null without one. */
  trial_start: number | null;
  trial_end: number | null;
  /** The trial's SetupIntent until the browser has saved the card. */
  pending_setup_intent: string | null;
  /** What the trial's end does without a card: cancel, or invoice (and fail) as a renewal. */
  trial_settings?: { end_behavior: { missing_payment_method: string } };
  /** trial_will_end was sent (private, never shown). */
  _trial_will_end_sent?: boolean;
}
