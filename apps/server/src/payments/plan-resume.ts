import type { Payments } from "./gateway.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { intentIdOfSecret, readPayment } from "./payment-view.ts";
import { ENDED_STATUSES } from "./statuses.ts";
import { ensurePrice, type Plan } from "./subscriptions.ts";
import { confirmationOf } from "./trial-start.ts";

/** The outstanding payment of a paused plan, for the browser's confirmCardPayment. */
export interface ResumePayment {
  subscriptionId: string;
  clientSecret: string;
  paymentIntentId: string;
}

/**
 * A paused plan (the provider ended its subscription when retries ran out) goes on with a new
 * subscription whose first invoice is the payment outstanding, confirmed on-session by the
 * browser (`default_incomplete`), so a card that asks for 3-D Secure shows its challenge in
 * Stripe.js instead of being refused off-session. The card confirmed becomes the new
 * subscription's default for the payments after it. One paused subscription is one new
 * subscription however often this is called (double clicks, two tabs: one secret, one
 * charge); one that ended unpaid (expired, cancelled) is started afresh.
 */
export async function resumePausedPlan(
  payments: Payments,
  input: {
    customerId: string;
    plan: Plan;
    pausedSubscriptionId: string;
    metadata: Record<string, string>;
  },
): Promise<ResumePayment> {
  const { stripe } = payments;
  const price = await ensurePrice(payments, input.plan);
  const create = (key: string) =>
    oncePerKey(key, () =>
      stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: input.metadata,
          expand: ["latest_invoice.confirmation_secret"],
        },
        { idempotencyKey: key },
      ),
    );
  const key = idempotencyKey("plan-resume", input.pausedSubscriptionId);
  let subscription = await create(key);
  for (let round = 0; round < 3; round++) {
    const current = await stripe.subscriptions.retrieve(subscription.id);
    if (!ENDED_STATUSES.has(current.status)) break;
    subscription = await create(idempotencyKey("plan-resume-again", key, subscription.id));
  }
  // A replayed answer may lack the expansion: read the secret from the invoice itself.
  let secret = confirmationOf(subscription)?.clientSecret;
  if (!secret) {
    const fresh = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ["latest_invoice.confirmation_secret"],
    });
    secret = confirmationOf(fresh)?.clientSecret;
  }
  const intentId = secret ? intentIdOfSecret(secret) : null;
  if (!secret || !intentId)
    throw new Error(`subscription ${subscription.id} has no confirmation secret`);
  return { subscriptionId: subscription.id, clientSecret: secret, paymentIntentId: intentId };
}

/** Where the browser's payment stands, read from the provider (never from the browser). */
export async function resumePaymentStatus(
  payments: Payments,
  paymentIntentId: string,
): Promise<{ status: string; failureMessage: string | null }> {
  const payment = await readPayment(payments, paymentIntentId);
  return { status: payment.status, failureMessage: payment.failureMessage };
}
