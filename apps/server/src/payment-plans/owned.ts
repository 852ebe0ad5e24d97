import { alreadyOwnedRefundMail } from "../mail/templates.ts";
import { refundIntent } from "../payments/intents.ts";
import { readPayment } from "../payments/payment-view.ts";
import { formatUsd } from "../payments/prices.ts";
import { ENDED_STATUSES } from "../payments/statuses.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import { cancelNow } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import type { PlanRow } from "./tables.ts";

/**
 * Whether the buyer holds the course by anything but this plan: another purchase (or an
 * admin) gave it while this plan's first payment was on its way. A start is refused for an
 * owner before any card is taken; this is only that race.
 */
export async function ownedElsewhere(
  services: Services,
  plan: PlanRow,
  userId: number,
): Promise<boolean> {
  const held = await services.db
    .selectFrom("enrollments")
    .select("payment_plan_id")
    .where("user_id", "=", userId)
    .where("course_id", "=", plan.course_id)
    .executeTakeFirst();
  return held !== undefined && held.payment_plan_id !== plan.id;
}

/**
 * A cancelled plan keeps no money: a first payment that went through while another start
 * replaced it, or while the buyer came to own the course, is refunded in full (once: the
 * refund's key is the intent's).
 */
export async function refundFirstPayment(services: Services, plan: PlanRow): Promise<void> {
  const intentId = plan.first_payment_intent_id;
  if (!intentId) return;
  const payment = await readPayment(services.payments, intentId);
  if (payment.status !== "succeeded" || payment.amountRefundedCents >= payment.amountCents) return;
  await refundIntent(services, intentId, "payment plan not needed");
}

/**
 * The buyer owns the course already: the plan ends now (its subscription cancelled, so
 * nothing more is charged), its first payment goes back, and the buyer is told once, as a
 * one-off purchase of an owned course is.
 */
export async function endOwnedPlan(
  services: Services,
  plan: PlanRow,
  subscriptions: readonly SubscriptionState[],
): Promise<PlanRow> {
  for (const subscription of subscriptions)
    if (!ENDED_STATUSES.has(subscription.status))
      await cancelNow(services.payments, subscription.id);
  await refundFirstPayment(services, plan);
  const course = await services.db
    .selectFrom("courses")
    .select("name")
    .where("id", "=", plan.course_id)
    .executeTakeFirstOrThrow();
  const mail = alreadyOwnedRefundMail(plan.buyer_email, {
    fullName: plan.buyer_name,
    product: course.name,
    amount: formatUsd(plan.instalment_cents),
    siteUrl: services.config.publicUrl,
  });
  let ended: PlanRow | undefined;
  await services.mailer.sendOnce(async (trx) => {
    ended = await trx
      .updateTable("course_payment_plans")
      .set({ status: "canceled", next_payment_at: null, updated_at: new Date() })
      .where("id", "=", plan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const claimed = await trx
      .insertInto("billing_notices")
      .values({ key: `plan-owned:${plan.id}` })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    return claimed !== undefined;
  }, mail);
  return ended ?? plan;
}
