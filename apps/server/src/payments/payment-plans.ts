import type { Payments } from "./gateway.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { cardDeclined } from "./refusals.ts";
import { ENDED_STATUSES } from "./statuses.ts";
import { subscriptionState, type SubscriptionState } from "./subscription-state.ts";
import { ensurePrice, setCancelAtPeriodEnd, type Plan } from "./subscriptions.ts";
import { cancelUnpaid } from "./unpaid-subscriptions.ts";

/**
 * Course payment plans as billing runs them (issue 48 item 5): a monthly subscription whose
 * price is one instalment. Billing only collects; how many instalments make the course paid,
 * and what access they give, is the product's (payment-plans/), which ends the subscription
 * after the last one (endAfterCurrentPeriod): nothing more is ever invoiced.
 */
export function coursePaymentPlan(
  course: { id: number; name: string },
  instalments: number,
  instalmentCents: number,
): Plan {
  return {
    lookupKey: `course_${course.id}_plan_${instalments}x_${instalmentCents}`,
    productName: `${course.name} (${instalments} monthly payments)`,
    amountCents: instalmentCents,
    interval: "month",
  };
}

/** Whether a price's lookup key is a course payment plan's (coursePaymentPlan). */
export function isCoursePlanKey(key: string | null | undefined): boolean {
  return /^course_\d+_plan_\d+x_\d+$/.test(key ?? "");
}

/** A paid invoice of a plan: what counts as one instalment (a zero invoice does not). */
export interface PaidInstalment {
  invoiceId: string;
  subscriptionId: string;
  amountCents: number;
  /** Unix seconds. */
  paidAt: number;
}

/**
 * The invoices paid on these subscriptions, oldest first: read from the provider every time,
 * so the count never depends on which webhook events arrived, twice or in what order.
 */
export async function paidInstalments(
  payments: Payments,
  subscriptionIds: readonly string[],
): Promise<PaidInstalment[]> {
  const paid: PaidInstalment[] = [];
  for (const subscription of subscriptionIds) {
    const list = await payments.stripe.invoices.list({ subscription, status: "paid", limit: 100 });
    for (const invoice of list.data) {
      if (!invoice.id || invoice.status !== "paid" || invoice.amount_paid <= 0) continue;
      paid.push({
        invoiceId: invoice.id,
        subscriptionId: subscription,
        amountCents: invoice.amount_paid,
        paidAt: invoice.status_transitions.paid_at ?? invoice.created,
      });
    }
  }
  return paid.sort((a, b) => a.paidAt - b.paidAt || a.invoiceId.localeCompare(b.invoiceId));
}

/** The last instalment is paid: the subscription ends with its period (a no-op when set or ended). */
export async function endAfterCurrentPeriod(
  payments: Payments,
  subscription: SubscriptionState,
): Promise<void> {
  if (ENDED_STATUSES.has(subscription.status) || subscription.cancelAtPeriodEnd) return;
  await setCancelAtPeriodEnd(payments, subscription.id, true);
}

/** Voids a subscription's open invoices: an instalment paid another way is never charged again. */
export async function voidOpenInvoices(payments: Payments, subscriptionId: string): Promise<void> {
  const open = await payments.stripe.invoices.list({
    subscription: subscriptionId,
    status: "open",
    limit: 100,
  });
  for (const invoice of open.data) {
    if (!invoice.id || invoice.status !== "open") continue;
    try {
      await payments.stripe.invoices.voidInvoice(
        invoice.id,
        {},
        { idempotencyKey: idempotencyKey("void-plan-invoice", invoice.id) },
      );
    } catch (error) {
      if ((error as { code?: unknown }).code !== "invoice_not_open") throw error;
    }
  }
}

/** The card was refused: nothing was charged and nothing changed. */
export class InstalmentDeclined extends Error {}

/**
 * A plan whose subscription the provider ended after its retries ran out goes on with a new
 * subscription, charged now with the card given: its first invoice is the payment that was
 * outstanding. The same paused subscription and card is one new subscription (its key); a
 * refused card cancels the attempt (no payable leftover) and throws InstalmentDeclined.
 */
export async function continueWithCard(
  payments: Payments,
  input: {
    customerId: string;
    plan: Plan;
    pausedSubscriptionId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
  },
): Promise<SubscriptionState> {
  const { stripe } = payments;
  const price = await ensurePrice(payments, input.plan);
  const method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
  const owner = typeof method.customer === "string" ? method.customer : method.customer?.id;
  if (owner !== input.customerId)
    await stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId });
  const key = idempotencyKey("plan-continue", input.pausedSubscriptionId, input.paymentMethodId);
  const create = (idempotency: string) =>
    oncePerKey(idempotency, () =>
      stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          default_payment_method: input.paymentMethodId,
          payment_behavior: "allow_incomplete",
          metadata: input.metadata,
        },
        { idempotencyKey: idempotency },
      ),
    );
  try {
    let current = await stripe.subscriptions.retrieve((await create(key)).id);
    // The key's first answer is replayed for a day: a refused try of this card (cancelled
    // below) is tried afresh when the buyer pays again.
    for (let round = 0; round < 3 && ENDED_STATUSES.has(current.status); round++)
      current = await stripe.subscriptions.retrieve(
        (await create(idempotencyKey("plan-continue-again", key, current.id))).id,
      );
    if (current.status === "incomplete" || ENDED_STATUSES.has(current.status)) {
      if (current.status === "incomplete") await cancelUnpaid(payments, current);
      throw new InstalmentDeclined("Your card was declined.");
    }
    return subscriptionState(current);
  } catch (error) {
    const declined = cardDeclined(error);
    if (declined) throw new InstalmentDeclined(declined.message);
    throw error;
  }
}

/** A plan's payment the card refused, still owed: what the failure mail tells. */
export interface RefusedInstalment {
  invoiceId: string;
  amountDueCents: number;
  attemptCount: number;
  /** Unix seconds of the provider's next try; null after the last one. */
  nextAttempt: number | null;
}

/**
 * The subscription's newest invoice when it is a monthly payment the card refused and still
 * owed; null otherwise (paid, never tried, or the first payment, which the paying page shows).
 */
export async function refusedInstalment(
  payments: Payments,
  subscription: SubscriptionState,
): Promise<RefusedInstalment | null> {
  if (!subscription.latestInvoiceId) return null;
  const invoice = await payments.stripe.invoices.retrieve(subscription.latestInvoiceId);
  if (!invoice.id || invoice.status !== "open" || invoice.billing_reason !== "subscription_cycle")
    return null;
  if (invoice.attempt_count === 0) return null;
  return {
    invoiceId: invoice.id,
    amountDueCents: invoice.amount_due,
    attemptCount: invoice.attempt_count,
    nextAttempt: invoice.next_payment_attempt ?? null,
  };
}
