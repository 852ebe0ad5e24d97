import type { FastifyInstance } from "fastify";
import { MAX_RENEWAL_ATTEMPTS, RETRY_DAYS } from "../stripe-standin/invoices.ts";
import { bearer } from "./app.ts";
import { accountPlans, advancePast, buyOnPlan, planRow, type PlanBuyer } from "./payment-plans.ts";
import { signInFromMail } from "./payments.ts";

const DAY = 86_400;

/**
 * A plan two payments in whose saved card then refuses every charge (cards.ts: 4000 0000 0000
 * 0341) until the retries run out: paused, its course closed. Answers the buyer's token and
 * the plan's id.
 */
export async function pausedPlan(
  app: FastifyInstance,
  buyer: PlanBuyer,
): Promise<{ token: string; planId: number }> {
  await buyOnPlan(app, buyer);
  const token = await signInFromMail(app, buyer.email);
  const [first] = await accountPlans(app, token);
  await advancePast(app, first?.next_payment_date ?? "");
  const row = await planRow(app, buyer.email, buyer.course_id);
  await app.services.payments.stripe.subscriptions.update(row.provider_subscription_id ?? "", {
    default_payment_method: "pm_card_chargeCustomerFail",
  });
  const [second] = await accountPlans(app, token);
  await advancePast(app, second?.next_payment_date ?? "");
  const standin = app.services.payments.standin;
  if (!standin) throw new Error("no stand-in");
  for (let attempt = 2; attempt <= MAX_RENEWAL_ATTEMPTS; attempt++)
    await advancePast(app, new Date((standin.now() + RETRY_DAYS * DAY) * 1000));
  const [paused] = await accountPlans(app, token);
  if (paused?.status !== "paused") throw new Error(`not paused: ${JSON.stringify(paused)}`);
  return { token, planId: paused.id };
}

/** POST /account/payment-plans/{id}/payment and …/payment/confirm, as the plan card calls them. */
export async function planPaymentCall(
  app: FastifyInstance,
  token: string,
  planId: number,
  step: "start" | "confirm",
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/account/payment-plans/${planId}/payment${step === "confirm" ? "/confirm" : ""}`,
    headers: bearer(token),
  });
  return {
    status: response.statusCode,
    body: response.json<{ client_secret?: string; payment_intent_id?: string; detail?: string }>(),
  };
}
