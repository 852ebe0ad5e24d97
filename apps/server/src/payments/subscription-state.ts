import type Stripe from "stripe";
import type { BillingCycle, DiscordTier } from "./prices.ts";

/**
 * A subscription's status: one of statuses.ts's SUBSCRIPTION_STATUSES, read through its sets
 * (a provider may add one; products then grant nothing for it).
 */
export type SubscriptionStatus = string;

/** What a plan's lookup key (plans in subscriptions.ts) says was bought. */
export interface BoughtPlan {
  product: "calculator" | "discord";
  tier: DiscordTier | null;
  billing_cycle: BillingCycle;
}

/** What a price's lookup key says was bought; null for a price that is none of our plans. */
export function planOfLookupKey(key: string | null | undefined): BoughtPlan | null {
  const parts = (key ?? "").split("_");
  const cycle = (value: string | undefined) =>
    value === "monthly" || value === "yearly" ? value : null;
  if (parts[0] === "calculator") {
    const billing = cycle(parts[1]);
    return billing ? { product: "calculator", tier: null, billing_cycle: billing } : null;
  }
  if (parts[0] === "discord" && (parts[1] === "pro" || parts[1] === "community")) {
    const billing = cycle(parts[2]);
    return billing ? { product: "discord", tier: parts[1], billing_cycle: billing } : null;
  }
  return null;
}

/** The plan's name as receipts, mails and pages print it. */
export function planName(plan: Pick<BoughtPlan, "product" | "tier">): string {
  if (plan.product === "calculator") return "Deal Analyzer Calculator";
  return plan.tier === "pro" ? "Discord Pro" : "Discord Community";
}

/**
 * A subscription as billing hands it to products: our state, amounts, ids and metadata, never
 * the provider's object. Times are Unix seconds, as the provider gives them.
 */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** From items.data[0] (where the current API keeps them). */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  amountCents: number;
  currency: string;
  interval: string;
  /** The plan the price's lookup key names; null for a price that is none of ours. */
  plan: BoughtPlan | null;
  defaultPaymentMethod: string | null;
  /** The newest invoice (the first one until the first renewal). */
  latestInvoiceId: string | null;
  /** Ended by the provider after its retries of a renewal ran out. */
  endedForFailedPayment: boolean;
  /** When a free trial ends and the first charge is due (Unix seconds); null without one. */
  trialEnd: number | null;
  created: number;
  metadata: Record<string, string>;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The status as products read it. A trial whose card is not saved yet (the browser has not
 * confirmed its pending SetupIntent) is an unpaid start, as an unconfirmed first payment is:
 * nothing is granted for it, another attempt replaces it, and once ended it is an expired
 * unpaid start, never a subscription the customer had (issue 48).
 */
export function ourStatus(subscription: Stripe.Subscription): SubscriptionStatus {
  const cardless = idOf(subscription.default_payment_method) === null;
  if (cardless && subscription.status === "trialing") return "incomplete";
  // Ended so (left, replaced, or at the trial's end): an unpaid start that expired.
  if (cardless && subscription.trial_start != null && subscription.status === "canceled")
    return "incomplete_expired";
  return subscription.status;
}

/** The one mapper from the provider's subscription to our state. */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: ourStatus(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: item?.current_period_start ?? 0,
    currentPeriodEnd: item?.current_period_end ?? 0,
    amountCents: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: item?.price.currency ?? "usd",
    interval: item?.price.recurring?.interval ?? "month",
    plan: planOfLookupKey(item?.price.lookup_key),
    defaultPaymentMethod: idOf(subscription.default_payment_method),
    latestInvoiceId: idOf(subscription.latest_invoice),
    endedForFailedPayment: subscription.cancellation_details?.reason === "payment_failed",
    trialEnd: subscription.status === "trialing" ? subscription.trial_end : null,
    created: subscription.created,
    metadata: subscription.metadata,
  };
}
