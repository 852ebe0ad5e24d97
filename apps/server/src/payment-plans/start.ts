import { sql } from "kysely";
import { conflict, forbidden } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { courseOnSale, refuseOwnedCourse, type CourseBuyer } from "../courses/course-purchase.ts";
import { purchaseAttempt } from "../payments/attempts.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import { intentIdOfSecret } from "../payments/payment-view.ts";
import { coursePaymentPlan } from "../payments/payment-plans.ts";
import { CURRENCY } from "../payments/prices.ts";
import { findOrCreateCustomer, startSubscription } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { OPEN_PLAN_EXISTS, PAYMENT_PLANS_OFF } from "./messages.ts";
import { instalmentCents } from "./plan-config.ts";

/** What the provider's objects of a plan carry, so billing's events reach this product. */
export function planMetadata(plan: { id: number; course_id: number; instalments: number }) {
  return {
    product: "course_plan",
    kind: "course_plan",
    plan_id: String(plan.id),
    course_id: String(plan.course_id),
    instalments: String(plan.instalments),
  };
}

/** The course's plan as billing charges it (the price from prices.ts, split by the setting). */
export function billingPlanOf(
  course: { id: number; name: string; amount: number },
  instalments: number,
) {
  return coursePaymentPlan(course, instalments, instalmentCents(course.amount, instalments));
}

/**
 * POST /payment-plans: the first monthly payment of a course's plan, confirmed by the browser
 * like a one-off purchase. One plan row per attempt (its key), created before the provider's
 * subscription so the subscription names it; the same attempt is the same subscription (one
 * charge), another attempt's unpaid start is cancelled (startSubscription), and a second plan
 * paid in a race is refunded by billing's one-paid-subscription rule.
 */
export async function startCoursePlan(
  services: Services,
  buyer: CourseBuyer,
  caller: AuthUser | null,
  attemptId?: string,
) {
  const instalments = services.config.catalogue.paymentPlanInstalments;
  if (instalments === 0) throw forbidden(PAYMENT_PLANS_OFF);
  const course = await courseOnSale(services, buyer.courseId);
  await refuseOwnedCourse(services, buyer, caller);
  const open = await services.db
    .selectFrom("course_payment_plans")
    .select("id")
    .where("buyer_email", "=", buyer.email)
    .where("course_id", "=", course.id)
    .where("status", "in", ["active", "paused"])
    .executeTakeFirst();
  if (open) throw conflict(OPEN_PLAN_EXISTS);
  const plan = billingPlanOf(course, instalments);
  const attempt = purchaseAttempt(caller, attemptId);
  const key = idempotencyKey("course-plan", buyer.email, course.id, plan.lookupKey, attempt);
  const customerId = await findOrCreateCustomer(services.payments, {
    email: buyer.email,
    name: buyer.fullName,
  });
  await services.db
    .insertInto("course_payment_plans")
    .values({
      course_id: course.id,
      buyer_email: buyer.email,
      buyer_name: buyer.fullName,
      user_id: caller?.id ?? null,
      instalments,
      instalment_cents: plan.amountCents,
      provider_customer_id: customerId,
      idempotency_key: key,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
  const row = await services.db
    .selectFrom("course_payment_plans")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirstOrThrow();
  const started = await startSubscription(services.payments, {
    customerId,
    plan,
    attempt: key,
    metadata: { ...planMetadata(row), email: buyer.email },
  });
  await services.db
    .updateTable("course_payment_plans")
    .set({
      provider_subscription_id: started.subscriptionId,
      first_payment_intent_id: intentIdOfSecret(started.clientSecret),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", row.id)
    .execute();
  return {
    client_secret: started.clientSecret,
    payment_intent_id: intentIdOfSecret(started.clientSecret) ?? "",
    instalments,
    instalment_cents: plan.amountCents,
    currency: CURRENCY,
  };
}
