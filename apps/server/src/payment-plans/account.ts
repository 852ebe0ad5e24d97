import type { components } from "@academy/api/contract";
import { requireCourse } from "../courses/course-purchase.ts";
import { conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import { readCard } from "../payments/card-of-payment.ts";
import { continueWithCard, InstalmentDeclined } from "../payments/payment-plans.ts";
import { coursesOpenedBy } from "../seed/catalogue.ts";
import { RETRYING_STATUSES } from "../payments/statuses.ts";
import {
  createCardSetup,
  getSubscription,
  payOpenInvoice,
  setDefaultPaymentMethod,
} from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { withProviderErrors } from "../subscriptions/provider-errors.ts";
import {
  NOT_YOUR_PLAN,
  NOTHING_OUTSTANDING,
  PLAN_NOT_FOUND,
  PLAN_PAID,
  PLAN_PAYMENT_FAILED,
} from "./messages.ts";
import { billingPlanOf, planMetadata } from "./start.ts";
import { syncPlan } from "./sync.ts";
import type { PlanRow } from "./tables.ts";

type AccountPaymentPlan = components["schemas"]["AccountPaymentPlan"];

/** One of the caller's plans that has been paid into (404 or 403 otherwise). */
export async function ownedPlan(
  services: Services,
  userId: number,
  planId: number,
): Promise<PlanRow & { provider_subscription_id: string }> {
  const plan = await services.db
    .selectFrom("course_payment_plans")
    .selectAll()
    .where("id", "=", planId)
    .executeTakeFirst();
  if (!plan || plan.provider_subscription_id === null) throw notFound(PLAN_NOT_FOUND);
  if (plan.user_id !== userId) throw forbidden(NOT_YOUR_PLAN);
  return { ...plan, provider_subscription_id: plan.provider_subscription_id };
}

/** GET /account/payment-plans: paid so far, what is left, and when the next payment is taken. */
export async function listAccountPaymentPlans(
  services: Services,
  userId: number,
): Promise<AccountPaymentPlan[]> {
  const plans = await services.db
    .selectFrom("course_payment_plans")
    .innerJoin("courses", "courses.id", "course_payment_plans.course_id")
    .selectAll("course_payment_plans")
    .select("courses.name as course_name")
    .where("user_id", "=", userId)
    .where("status", "in", ["active", "paused", "completed"])
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  const answers: AccountPaymentPlan[] = [];
  for (const plan of plans) {
    const paid = await services.db
      .selectFrom("course_plan_instalments")
      .select((eb) => [
        eb.fn.countAll<string>().as("count"),
        eb.fn.sum<string>("amount_cents").as("cents"),
      ])
      .where("plan_id", "=", plan.id)
      .executeTakeFirstOrThrow();
    const count = Number(paid.count);
    const paidCents = Number(paid.cents ?? 0);
    const subscription = plan.provider_subscription_id
      ? await getSubscription(services.payments, plan.provider_subscription_id)
      : null;
    const card = subscription?.defaultPaymentMethod
      ? await readCard(services.payments, subscription.defaultPaymentMethod)
      : null;
    const retrying =
      plan.status === "active" &&
      subscription !== null &&
      RETRYING_STATUSES.has(subscription.status);
    answers.push({
      id: plan.id,
      course_id: plan.course_id,
      opens_course_ids: coursesOpenedBy(plan.course_id),
      name: plan.course_name,
      status: retrying ? "past_due" : shownStatus(plan.status),
      instalments: plan.instalments,
      instalments_paid: Math.min(count, plan.instalments),
      instalment_cents: plan.instalment_cents,
      paid_cents: paidCents,
      remaining_cents: Math.max(0, plan.instalments * plan.instalment_cents - paidCents),
      currency: subscription?.currency ?? "usd",
      next_payment_date: plan.next_payment_at?.toISOString() ?? null,
      card: card
        ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }
        : null,
    });
  }
  return answers;
}

/** Listed plans are paid into; a pending or cancelled one never is (the query leaves them out). */
function shownStatus(status: PlanRow["status"]): AccountPaymentPlan["status"] {
  return status === "paused" || status === "completed" ? status : "active";
}

/** A SetupIntent on the plan's customer, for the browser's confirmCardSetup. */
export async function startPlanCardUpdate(services: Services, plan: PlanRow) {
  const setup = await createCardSetup(services.payments, plan.provider_customer_id);
  return { client_secret: setup.clientSecret, setup_intent_id: setup.setupIntentId };
}

/**
 * POST /account/payment-plans/{id}/pay: the outstanding payment charged to the card given.
 * A failed payment still being retried is charged on its own subscription (the card becomes
 * its default); a paused plan goes on with a new subscription whose first payment is the one
 * outstanding (continueWithCard). Either way the plan is synced at once, so the course opens
 * before this answers; the webhook's events then find it done.
 */
export async function payPlan(
  services: Services,
  plan: PlanRow & { provider_subscription_id: string },
  paymentMethodId: string,
) {
  const current = await syncPlan(services, plan.id);
  if (!current) throw notFound(PLAN_NOT_FOUND);
  const subscriptionId = current.provider_subscription_id ?? plan.provider_subscription_id;
  const subscription = await getSubscription(services.payments, subscriptionId);
  if (current.status === "active" && RETRYING_STATUSES.has(subscription.status)) {
    await withProviderErrors(PLAN_PAYMENT_FAILED, async () => {
      await setDefaultPaymentMethod(services.payments, subscriptionId, paymentMethodId);
      await payOpenInvoice(services.payments, subscriptionId);
    });
  } else if (current.status === "paused") {
    const billingPlan = billingPlanOf(
      await requireCourse(services, current.course_id),
      current.instalments,
    );
    try {
      await withProviderErrors(PLAN_PAYMENT_FAILED, () =>
        continueWithCard(services.payments, {
          customerId: current.provider_customer_id,
          plan: billingPlan,
          pausedSubscriptionId: subscriptionId,
          paymentMethodId,
          metadata: { ...planMetadata(current), email: current.buyer_email },
        }),
      );
    } catch (error) {
      if (error instanceof InstalmentDeclined) throw new HttpError(402, error.message);
      throw error;
    }
  } else throw conflict(NOTHING_OUTSTANDING);
  await syncPlan(services, plan.id);
  return { message: PLAN_PAID };
}
