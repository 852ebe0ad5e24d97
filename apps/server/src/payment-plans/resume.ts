import { requireCourse } from "../courses/course-purchase.ts";
import { conflict, HttpError, notFound } from "../http/errors.ts";
import { resumePausedPlan, resumePaymentStatus } from "../payments/plan-resume.ts";
import type { Services } from "../services.ts";
import { withProviderErrors } from "../subscriptions/provider-errors.ts";
import {
  NOTHING_OUTSTANDING,
  PLAN_NOT_FOUND,
  PLAN_PAID,
  PLAN_PAYMENT_FAILED,
  PLAN_PAYMENT_UNFINISHED,
} from "./messages.ts";
import { billingPlanOf, planMetadata } from "./start.ts";
import { syncPlan } from "./sync.ts";
import type { PlanRow } from "./tables.ts";

/** The paused plan's outstanding payment, read afresh (404 gone, 409 nothing outstanding). */
async function pausedNow(services: Services, planId: number) {
  const current = await syncPlan(services, planId);
  if (!current || current.provider_subscription_id === null) throw notFound(PLAN_NOT_FOUND);
  return current;
}

async function outstandingPayment(services: Services, plan: PlanRow, pausedSubscriptionId: string) {
  const course = await requireCourse(services, plan.course_id);
  return withProviderErrors(PLAN_PAYMENT_FAILED, () =>
    resumePausedPlan(services.payments, {
      customerId: plan.provider_customer_id,
      plan: billingPlanOf(course, plan.instalments),
      pausedSubscriptionId,
      metadata: { ...planMetadata(plan), email: plan.buyer_email },
    }),
  );
}

/**
 * POST /account/payment-plans/{id}/payment: the paused plan's outstanding payment for the
 * browser's confirmCardPayment (on-session, so 3-D Secure is asked there). Nothing changes
 * here: the course reopens only once the provider says the payment went through.
 */
export async function startPlanPayment(services: Services, planId: number) {
  const plan = await pausedNow(services, planId);
  if (plan.status !== "paused") throw conflict(NOTHING_OUTSTANDING);
  const payment = await outstandingPayment(services, plan, plan.provider_subscription_id ?? "");
  return { client_secret: payment.clientSecret, payment_intent_id: payment.paymentIntentId };
}

/**
 * POST /account/payment-plans/{id}/payment/confirm, after confirmCardPayment: the plan is
 * synced from the provider's paid invoices (as the webhook does; numbered once under the
 * plan's lock, so a replay or both at once count the payment once), so the course opens
 * before this answers. Still paused: the payment's own state (read from the provider, never
 * the browser) says whether it is unfinished (409) or refused (402).
 */
export async function confirmPlanPayment(services: Services, planId: number) {
  const plan = await pausedNow(services, planId);
  if (plan.status !== "paused") return { message: PLAN_PAID };
  const payment = await outstandingPayment(services, plan, plan.provider_subscription_id ?? "");
  const { status, failureMessage } = await resumePaymentStatus(
    services.payments,
    payment.paymentIntentId,
  );
  if (status === "requires_payment_method" && failureMessage)
    throw new HttpError(402, failureMessage);
  throw conflict(PLAN_PAYMENT_UNFINISHED);
}
