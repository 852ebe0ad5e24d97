import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { enrolInCourse, pausePlanEnrolments } from "../learning/enrolments.ts";
import { refundedAsDuplicate } from "../payments/one-subscription.ts";
import {
  endAfterCurrentPeriod,
  paidInstalments,
  voidOpenInvoices,
  type PaidInstalment,
} from "../payments/payment-plans.ts";
import { ENDED_STATUSES } from "../payments/statuses.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import { listSubscriptions } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { ensureAccount } from "../users/accounts.ts";
import { auditPlanAccess } from "./audit.ts";
import { mailRefusedInstalment } from "./notices.ts";
import { endOwnedPlan, ownedElsewhere, refundFirstPayment } from "./owned.ts";
import { mailInstalmentReceipts } from "./receipts.ts";
import type { PaymentPlanStatus, PlanRow } from "./tables.ts";

/**
 * The plan's subscriptions at the provider (a paused plan paid again has two), oldest first,
 * and whether billing refunded one as a second plan paid in a race (it counts for nothing).
 */
async function subscriptionsOf(services: Services, plan: PlanRow) {
  const all = await listSubscriptions(services.payments, plan.provider_customer_id);
  const mine: SubscriptionState[] = [];
  let refunded = false;
  for (const subscription of all) {
    if (subscription.metadata["plan_id"] !== String(plan.id)) continue;
    if (await refundedAsDuplicate(services, subscription.id)) refunded = true;
    else mine.push(subscription);
  }
  mine.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  return { mine, refunded };
}

/** Where the plan stands, from what was paid and the subscription collecting it now. */
function statusOf(
  plan: PlanRow,
  paidCount: number,
  current: SubscriptionState | undefined,
): PaymentPlanStatus {
  const ended = !current || ENDED_STATUSES.has(current.status);
  if (paidCount === 0) return ended && plan.provider_subscription_id ? "canceled" : "pending";
  // Never started, and its subscription ended other than by failed payments: another start
  // replaced it while its first payment went through (two tabs). It gives nothing, and that
  // payment is given back (refundFirstPayment).
  if (
    (plan.status === "pending" || plan.status === "canceled") &&
    ended &&
    !current?.endedForFailedPayment
  )
    return "canceled";
  if (paidCount >= plan.instalments) return "completed";
  // Retries ran out (the provider ended it): closed until the outstanding payment is made.
  return ended ? "paused" : "active";
}

/**
 * Brings a plan in line with the provider, as often as anything calls it (every event of its
 * subscriptions, the paying page, the portal's payment): the paid invoices are numbered once,
 * in the order they were paid (the invoice id is the key, under the plan row's lock), then the
 * plan's standing follows from the count: the account and the enrolment with the first
 * payment, closed while paused, open again once paid, and after the last payment the
 * subscription ends with its period. Each receipt is mailed once.
 */
export async function syncPlan(services: Services, planId: number): Promise<PlanRow | undefined> {
  const plan = await services.db
    .selectFrom("course_payment_plans")
    .selectAll()
    .where("id", "=", planId)
    .executeTakeFirst();
  if (!plan) return undefined;
  const { mine: subscriptions, refunded } = await subscriptionsOf(services, plan);
  if (refunded && subscriptions.length === 0) return cancelAsDuplicate(services, plan);
  const paid = await paidInstalments(
    services.payments,
    subscriptions.map((s) => s.id),
  );
  const paying = new Set(paid.map((p) => p.subscriptionId));
  const current =
    subscriptions.filter((s) => paying.has(s.id)).at(-1) ??
    subscriptions.find((s) => s.id === plan.provider_subscription_id) ??
    subscriptions.at(-1);
  const updated = await recordPaid(services, plan, paid, current);
  if (updated.status === "canceled") await refundFirstPayment(services, updated);
  if (updated.status === "canceled" || updated.status === "pending") return updated;
  const withAccount = await giveCourse(services, updated);
  if (withAccount === "owned") return endOwnedPlan(services, updated, subscriptions);
  const paused = withAccount.status === "paused";
  await pausePlanEnrolments(services, plan.id, paused, (trx) =>
    auditPlanAccess(trx, withAccount, paused),
  );
  for (const subscription of subscriptions) {
    if (withAccount.status === "completed")
      await endAfterCurrentPeriod(services.payments, subscription);
    // A paused subscription's unpaid invoice was paid by the one that took over: void it.
    else if (subscription !== current && ENDED_STATUSES.has(subscription.status))
      await voidOpenInvoices(services.payments, subscription.id);
  }
  await mailInstalmentReceipts(services, withAccount);
  if (current && withAccount.status !== "completed")
    await mailRefusedInstalment(services, withAccount, current, paid.length);
  return withAccount;
}

/**
 * Numbers the new paid invoices and sets the plan's status, in one transaction holding the
 * buyer's plans for the course (lockBuyersPlans).
 */
async function recordPaid(
  services: Services,
  read: PlanRow,
  paid: readonly PaidInstalment[],
  current: SubscriptionState | undefined,
): Promise<PlanRow> {
  return services.db.transaction().execute(async (trx) => {
    const locked = await lockBuyersPlans(trx, read);
    // As it stands under the lock: the sync of another plan may have ended it since it was read.
    const plan = locked.find((row) => row.id === read.id) ?? read;
    const known = await trx
      .selectFrom("course_plan_instalments")
      .select("invoice_id")
      .where("plan_id", "=", plan.id)
      .execute();
    const seen = new Set(known.map((row) => row.invoice_id));
    let count = known.length;
    for (const instalment of paid) {
      if (seen.has(instalment.invoiceId)) continue;
      count += 1;
      await trx
        .insertInto("course_plan_instalments")
        .values({
          invoice_id: instalment.invoiceId,
          plan_id: plan.id,
          number: count,
          amount_cents: instalment.amountCents,
          paid_at: new Date(instalment.paidAt * 1000),
        })
        .execute();
    }
    let status = statusOf(plan, count, current);
    if (status === "active" || status === "paused") {
      // One open plan per buyer and course: another open one makes this a duplicate, which
      // billing refunds; it stays as it was meanwhile.
      const other = locked.some(
        (row) => row.id !== plan.id && (row.status === "active" || row.status === "paused"),
      );
      if (other) status = plan.status;
    }
    const nextPayment =
      status === "active" && current && current.status === "active" && !current.cancelAtPeriodEnd
        ? new Date(current.currentPeriodEnd * 1000)
        : null;
    return trx
      .updateTable("course_payment_plans")
      .set({
        status,
        next_payment_at: nextPayment,
        ...(current ? { provider_subscription_id: current.id } : {}),
        updated_at: new Date(),
      })
      .where("id", "=", plan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The account (created with the first payment, as a one-off purchase's) and the enrolment;
 * "owned" when the buyer came to hold the course some other way meanwhile.
 */
async function giveCourse(services: Services, plan: PlanRow): Promise<PlanRow | "owned"> {
  const { user } = await ensureAccount(
    services,
    { email: plan.buyer_email, fullName: plan.buyer_name },
    async (trx) => {
      await trx
        .updateTable("course_payment_plans")
        .set({ account_created: true })
        .where("id", "=", plan.id)
        .execute();
    },
  );
  if (await ownedElsewhere(services, plan, user.id)) return "owned";
  await enrolInCourse(services, user.id, plan.course_id, null, plan.id);
  if (plan.user_id === user.id) return plan;
  return services.db
    .updateTable("course_payment_plans")
    .set({ user_id: user.id })
    .where("id", "=", plan.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A second plan for the same course paid in a race: billing refunded it (and mailed so), so it
 * ends here, and what it gave moves to the plan that was kept, which is synced again (it may
 * have waited while this one looked open).
 */
async function cancelAsDuplicate(services: Services, plan: PlanRow): Promise<PlanRow> {
  // One transaction: a sync of the kept plan that sees this one ended also sees the course
  // moved to it (else it found the course held by this plan and ended itself as owned).
  const { canceled, kept } = await services.db.transaction().execute(async (trx) => {
    const locked = await lockBuyersPlans(trx, plan);
    const ended = await trx
      .updateTable("course_payment_plans")
      .set({ status: "canceled", next_payment_at: null, updated_at: new Date() })
      .where("id", "=", plan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const others = locked.filter(
      (other) => other.id !== plan.id && OPEN_STATUSES.includes(other.status),
    );
    const keeper = others.find((other) => other.status !== "pending") ?? others[0];
    if (keeper)
      await trx
        .updateTable("enrollments")
        .set({ payment_plan_id: keeper.id })
        .where("payment_plan_id", "=", plan.id)
        .execute();
    return { canceled: ended, kept: keeper };
  });
  if (kept && plan.status !== "canceled") await syncPlan(services, kept.id);
  return canceled;
}

const OPEN_STATUSES: readonly PaymentPlanStatus[] = ["pending", "active", "paused"];

/**
 * Locks every plan of the buyer for the course, in id order: two plans' syncs (two tabs paid
 * at once) then decide one after the other which is open, instead of both seeing none.
 */
async function lockBuyersPlans(trx: Transaction<Database>, plan: PlanRow): Promise<PlanRow[]> {
  return trx
    .selectFrom("course_payment_plans")
    .selectAll()
    .where("buyer_email", "=", plan.buyer_email)
    .where("course_id", "=", plan.course_id)
    .orderBy("id")
    .forUpdate()
    .execute();
}
