import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ProductHandlers } from "../payments/products.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import { appendAudit } from "./audit-log.ts";

/**
 * A product's billing handlers, with every access change they make written to the audit log
 * as the webhook's: a course given or refunded as already owned, a subscription's new state.
 * Each entry's key is the change itself, so replayed or repeated events write it once.
 */
export function audited(db: Kysely<Database>, handlers: ProductHandlers): ProductHandlers {
  const { paymentSucceeded, subscriptionChanged } = handlers;
  return {
    ...(paymentSucceeded && {
      async paymentSucceeded(event) {
        await paymentSucceeded(event);
        await auditPayment(db, event.paymentId);
      },
    }),
    ...(subscriptionChanged && {
      async subscriptionChanged(event) {
        await subscriptionChanged(event);
        await auditSubscription(db, event.subscription, event.cause);
      },
    }),
  };
}

async function auditPayment(db: Kysely<Database>, intentId: string): Promise<void> {
  const payment = await db
    .selectFrom("payments")
    .select(["id", "user_id", "course_id", "refunded_at", "fulfilled_at", "amount_cents"])
    .where("provider_intent_id", "=", intentId)
    .executeTakeFirst();
  if (!payment) return;
  const target = `payment-${payment.id}`;
  // An admin's refund is the admin's entry; this one is the payment's own fate.
  const byAdmin = await db
    .selectFrom("payment_refunds")
    .select("payment_ref")
    .where("payment_ref", "=", target)
    .executeTakeFirst();
  if (byAdmin) return;
  const action =
    payment.refunded_at !== null
      ? "payment.refund-already-owned"
      : payment.fulfilled_at !== null
        ? "course.enrol"
        : null;
  if (!action) return;
  await appendAudit(db, {
    actor: "webhook",
    action,
    personId: payment.user_id,
    target,
    details: { course_id: payment.course_id, amount_cents: payment.amount_cents },
    key: `webhook:${action}:${target}`,
  });
}

async function auditSubscription(
  db: Kysely<Database>,
  subscription: SubscriptionState,
  eventType: string,
): Promise<void> {
  const row = await db
    .selectFrom("subscriptions")
    .select([
      "id",
      "user_id",
      "product",
      "tier",
      "status",
      "cancel_at_period_end",
      "current_period_end",
    ])
    .where("provider_subscription_id", "=", subscription.id)
    .executeTakeFirst();
  if (!row) return;
  if (eventType === "invoice.paid") await recordCharge(db, subscription, row);
  const period = row.current_period_end.toISOString();
  const state = `${row.status}${row.cancel_at_period_end ? " (cancelling)" : ""}`;
  await appendAudit(db, {
    actor: "webhook",
    action: `subscription.${row.status}`,
    personId: row.user_id,
    target: `subscription:${row.id}`,
    details: { product: row.product, tier: row.tier, state, period_end: period, event: eventType },
    key: `webhook:subscription:${row.id}:${state}:${period}`,
  });
}

/** The paid invoice behind an invoice.paid event, once per invoice (the numbers page's revenue). */
async function recordCharge(
  db: Kysely<Database>,
  subscription: SubscriptionState,
  row: { id: number; product: string; tier: string | null },
): Promise<void> {
  const invoiceId = subscription.latestInvoiceId;
  if (!invoiceId) return;
  await db
    .insertInto("subscription_charges")
    .values({
      invoice_id: invoiceId,
      subscription_id: row.id,
      plan: row.product === "discord" ? `discord_${row.tier ?? "pro"}` : row.product,
      amount_cents: subscription.amountCents,
      paid_at: new Date(subscription.currentPeriodStart * 1000),
    })
    .onConflict((oc) => oc.column("invoice_id").doNothing())
    .execute();
}
