import type { Payments } from "./gateway.ts";
import { ENDED_STATUSES } from "./statuses.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { ourStatus, subscriptionState, type SubscriptionState } from "./subscription-state.ts";
import {
  confirmationOf,
  trialCreateParams,
  trialKeyParts,
  type Confirmation,
} from "./trial-start.ts";
import { cancelUnpaid, unpaidSubscriptions } from "./unpaid-subscriptions.ts";
import {
  CALCULATOR_PRICES_CENTS,
  CURRENCY,
  DISCORD_PRICES_CENTS,
  type BillingCycle,
  type DiscordTier,
} from "./prices.ts";

/**
 * Subscription helpers for the calculator and Discord plans, on the one SDK driver (real Stripe
 * or the stand-in alike). Prices come from prices.ts; Stripe finds them by lookup key.
 */
export interface Plan {
  /** Stripe's lookup_key, e.g. calculator_monthly_900: a new amount is a new price. */
  lookupKey: string;
  productName: string;
  amountCents: number;
  interval: "month" | "year";
}

const interval = (cycle: BillingCycle) => (cycle === "monthly" ? "month" : "year");

export function calculatorPlan(cycle: BillingCycle): Plan {
  const amountCents = CALCULATOR_PRICES_CENTS[cycle];
  return {
    lookupKey: `calculator_${cycle}_${amountCents}`,
    productName: "Deal Analyzer Calculator",
    amountCents,
    interval: interval(cycle),
  };
}

export function discordPlan(tier: DiscordTier, cycle: BillingCycle): Plan {
  const amountCents = DISCORD_PRICES_CENTS[tier][cycle];
  const name = tier === "pro" ? "Discord Pro" : "Discord Community";
  return {
    lookupKey: `discord_${tier}_${cycle}_${amountCents}`,
    productName: name,
    amountCents,
    interval: interval(cycle),
  };
}

/** The plan's price id, created once (its idempotency key is derived from the lookup key). */
export async function ensurePrice(payments: Payments, plan: Plan): Promise<string> {
  const found = await payments.stripe.prices.list({
    lookup_keys: [plan.lookupKey],
    active: true,
    limit: 1,
  });
  const existing = found.data[0];
  if (existing) return existing.id;
  const key = idempotencyKey("price", plan.lookupKey);
  const price = await oncePerKey(key, () =>
    payments.stripe.prices.create(
      {
        currency: CURRENCY,
        unit_amount: plan.amountCents,
        recurring: { interval: plan.interval },
        lookup_key: plan.lookupKey,
        product_data: { name: plan.productName },
      },
      { idempotencyKey: key },
    ),
  );
  return price.id;
}

/** The buyer's customer, found by e-mail or created (one per e-mail, even when called twice at once). */
export async function findOrCreateCustomer(
  payments: Payments,
  buyer: { email: string; name: string },
): Promise<string> {
  const found = await payments.stripe.customers.list({ email: buyer.email, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;
  const key = idempotencyKey("customer", buyer.email);
  const customer = await oncePerKey(key, () =>
    payments.stripe.customers.create(
      { email: buyer.email, name: buyer.name },
      { idempotencyKey: key },
    ),
  );
  return customer.id;
}

export interface StartedSubscription {
  subscriptionId: string;
  status: SubscriptionState["status"];
  /**
   * For the browser's confirmCardPayment: the first invoice's confirmation secret; with a
   * trial, for its confirmCardSetup: the pending SetupIntent's secret (`confirm` says which).
   */
  clientSecret: string;
  confirm: Confirmation;
}

/**
 * A subscription whose first payment the browser confirms (`default_incomplete`; the card is
 * saved as the subscription's default). `attempt` identifies our purchase attempt (see
 * purchaseAttempt): the same attempt gives the same subscription (one charge), as for courses.
 * Every other unpaid start of the product for the customer is cancelled, whatever its plan: its
 * secret belongs to another attempt (another tab, or someone who typed the same e-mail), and is
 * never answered to this one (issue 45).
 */
export async function startSubscription(
  payments: Payments,
  input: {
    customerId: string;
    plan: Plan;
    attempt: string;
    metadata: Record<string, string>;
    /** The provider's promotion code for the first invoice (subscription-promotions.ts). */
    promotionCode?: string;
    /** Free days before the first charge (issue 48); none: the first invoice is paid now. */
    trialDays?: number;
  },
): Promise<StartedSubscription> {
  const price = await ensurePrice(payments, input.plan);
  const key = idempotencyKey(
    "subscription",
    input.customerId,
    input.plan.lookupKey,
    input.attempt,
    ...trialKeyParts(input.trialDays),
  );
  const unpaid = await unpaidSubscriptions(payments, input.customerId, input.metadata);
  const create = (idempotency: string) =>
    oncePerKey(idempotency, () =>
      payments.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: input.metadata,
          ...(input.promotionCode ? { discounts: [{ promotion_code: input.promotionCode }] } : {}),
          ...trialCreateParams(input.trialDays),
        },
        { idempotencyKey: idempotency },
      ),
    );
  let subscription = await create(key);
  // A key's first answer is replayed for a day, even once that start was cancelled (another
  // attempt replaced it, then this one came back): a cancelled start is started afresh.
  for (let round = 0; round < 3; round++) {
    const current = await payments.stripe.subscriptions.retrieve(subscription.id);
    if (!ENDED_STATUSES.has(current.status)) break;
    subscription = await create(idempotencyKey("subscription-again", key, subscription.id));
  }
  // Another attempt's unpaid start is replaced by this one (the page that opened it can no
  // longer pay it): at most one open subscription per customer and product.
  for (const other of unpaid) if (other.id !== subscription.id) await cancelUnpaid(payments, other);
  const confirmation = confirmationOf(subscription);
  if (!confirmation) throw new Error(`subscription ${subscription.id} has no confirmation secret`);
  return { subscriptionId: subscription.id, status: ourStatus(subscription), ...confirmation };
}

/** The current state, read from the provider. */
export async function getSubscription(payments: Payments, id: string): Promise<SubscriptionState> {
  return subscriptionState(await payments.stripe.subscriptions.retrieve(id));
}

/** Cancel at period end (true), or reactivate before the period ends (false). */
export async function setCancelAtPeriodEnd(
  payments: Payments,
  id: string,
  cancel: boolean,
): Promise<SubscriptionState> {
  return subscriptionState(
    await payments.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
  );
}

/**
 * Cancel now: access ends at once. Two callers may end the same subscription at the same time
 * (a payment plan's webhook and its paying page both find the buyer owns the course): one key
 * per subscription makes the second call the first's answer, and a subscription someone else
 * ended already (the provider refuses to cancel it twice) is answered as it stands.
 */
export async function cancelNow(payments: Payments, id: string): Promise<SubscriptionState> {
  try {
    return subscriptionState(
      await payments.stripe.subscriptions.cancel(
        id,
        {},
        { idempotencyKey: idempotencyKey("cancel-now", id) },
      ),
    );
  } catch (error) {
    const current = await getSubscription(payments, id);
    if (ENDED_STATUSES.has(current.status)) return current;
    throw error;
  }
}

/** A SetupIntent for the card update in our own portal (the browser confirms it with confirmCardSetup). */
export async function createCardSetup(
  payments: Payments,
  customerId: string,
): Promise<{ setupIntentId: string; clientSecret: string }> {
  const intent = await payments.stripe.setupIntents.create({
    customer: customerId,
    usage: "off_session",
  });
  if (!intent.client_secret) throw new Error("setup intent without a client secret");
  return { setupIntentId: intent.id, clientSecret: intent.client_secret };
}

/**
 * Makes a card the subscription's default (retries and renewals charge it first), attaching it
 * to the customer when the browser created it without a SetupIntent.
 */
export async function setDefaultPaymentMethod(
  payments: Payments,
  subscriptionId: string,
  paymentMethodId: string,
): Promise<SubscriptionState> {
  const subscription = await payments.stripe.subscriptions.retrieve(subscriptionId);
  const customer =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const method = await payments.stripe.paymentMethods.retrieve(paymentMethodId);
  const owner = typeof method.customer === "string" ? method.customer : method.customer?.id;
  if (owner !== customer)
    await payments.stripe.paymentMethods.attach(paymentMethodId, { customer });
  return subscriptionState(
    await payments.stripe.subscriptions.update(subscriptionId, {
      default_payment_method: paymentMethodId,
    }),
  );
}

/** The provider's customers for an e-mail (one per e-mail, but tolerate a few). */
export async function customersOfEmail(payments: Payments, email: string): Promise<string[]> {
  const found = await payments.stripe.customers.list({ email, limit: 10 });
  return found.data.map((customer) => customer.id);
}

/** Every subscription of the customer, whatever its status (up to 100). */
export async function listSubscriptions(
  payments: Payments,
  customerId: string,
): Promise<SubscriptionState[]> {
  const list = await payments.stripe.subscriptions.list({
    customer: customerId,
    status: "all",
    limit: 100,
  });
  return list.data.map(subscriptionState);
}

/**
 * Charges the subscription's open invoice now (a failed renewal, after a card change) rather
 * than at the provider's next retry. A refusal is thrown as the provider's error
 * (providerRefusal reads it); nothing happens when no invoice is open.
 */
export async function payOpenInvoice(payments: Payments, subscriptionId: string): Promise<void> {
  const { stripe } = payments;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const latest = subscription.latest_invoice;
  const invoiceId = typeof latest === "string" ? latest : latest?.id;
  if (!invoiceId) return;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  if (invoice.status !== "open") return;
  await stripe.invoices.pay(invoiceId);
}
