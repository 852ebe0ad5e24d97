import type { components } from "@academy/api/contract";
import { checkPaymentProof, claimPaymentProof } from "../auth/payment-proof.ts";
import { startSession } from "../auth/sessions.ts";
import { conflict, HttpError } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import type { BillingCycle } from "../payments/prices.ts";
import { UNPAID_START_STATUSES } from "../payments/statuses.ts";
import {
  calculatorPlan,
  findOrCreateCustomer,
  startSubscription,
} from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { ACCESS_STATUSES } from "./calculator-access.ts";
import { ALREADY_SUBSCRIBED, SUBSCRIPTION_PAYMENT_NOT_COMPLETED } from "./messages.ts";
import type { CalculatorBuyer } from "./subscription-sales.ts";
import { CALCULATOR_PRODUCT, syncCalculatorSubscription } from "./subscription-sync.ts";
import { refundedAsDuplicate } from "../payments/one-subscription.ts";
import { DUPLICATE_SUBSCRIPTION_REFUNDED } from "../http/messages.ts";

type PaymentIntentAnswer = components["schemas"]["PaymentIntent"];
type SubscribeAnswer = components["schemas"]["SubscribeResponse"];

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? clientSecret;

/** A paid subscription (not a free admin pass) that opens the calculator now. */
async function holdsPaidAccess(services: Services, userId: number): Promise<boolean> {
  const row = await services.db
    .selectFrom("calculator_access")
    .select(["status", "current_period_end"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return (
    row !== undefined &&
    ACCESS_STATUSES.includes(row.status) &&
    row.current_period_end.getTime() > services.clock().getTime()
  );
}

/**
 * Our purchase attempt: "this buyer's next calculator subscription on this plan" (one more than
 * the subscriptions they paid for), so a double click, a retry or a second tab all derive the
 * same Idempotency-Key and get the same provider subscription: one charge.
 */
async function attemptFor(services: Services, email: string, cycle: BillingCycle) {
  const paid = await services.db
    .selectFrom("calculator_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("buyer_email", "=", email)
    .where("status", "not in", [...UNPAID_START_STATUSES])
    .executeTakeFirstOrThrow();
  const attempt = `calculator-${Number(paid.n) + 1}`;
  return { attempt, key: idempotencyKey("calculator-subscription", email, cycle, attempt) };
}

/** POST /calculator/create-subscription-intent: the plan's price comes from the server. */
export async function createCalculatorIntent(
  services: Services,
  buyer: CalculatorBuyer,
  cycle: BillingCycle,
  caller: AuthUser | null,
): Promise<PaymentIntentAnswer> {
  // Only a signed-in subscriber is told they have access: a guest typing an e-mail gets the
  // answer an unknown e-mail gets, so the route cannot be used to find out who subscribes
  // (a second paid subscription is cancelled and refunded by the billing core instead).
  if (caller && (await holdsPaidAccess(services, caller.id))) throw conflict(ALREADY_SUBSCRIBED);
  const { attempt, key } = await attemptFor(services, buyer.email, cycle);
  const plan = calculatorPlan(cycle);
  const customerId = await findOrCreateCustomer(services.payments, {
    email: buyer.email,
    name: buyer.fullName,
  });
  const started = await startSubscription(services.payments, {
    customerId,
    plan,
    attempt,
    metadata: { product: CALCULATOR_PRODUCT, email: buyer.email, billing_cycle: cycle },
  });
  if (started.status !== "incomplete") throw conflict(ALREADY_SUBSCRIBED);
  const paymentIntentId = intentIdOf(started.clientSecret);
  const recorded = await services.db
    .insertInto("calculator_subscriptions")
    .values({
      subscription_id: started.subscriptionId,
      payment_intent_id: paymentIntentId,
      attempt_key: key,
      buyer_email: buyer.email,
      buyer_name: buyer.fullName,
      billing_cycle: cycle,
      user_id: caller?.id ?? null,
      status: started.status,
    })
    // A row there already (this attempt, or an unpaid start of this plan that is reused) is
    // kept; the same attempt after the provider forgot the key (24 h) follows the new one.
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) {
    const known = await services.db
      .selectFrom("calculator_subscriptions")
      .select("id")
      .where("subscription_id", "=", started.subscriptionId)
      .executeTakeFirst();
    if (!known)
      await services.db
        .updateTable("calculator_subscriptions")
        .set({
          subscription_id: started.subscriptionId,
          payment_intent_id: paymentIntentId,
          status: started.status,
          updated_at: new Date(),
        })
        .where("attempt_key", "=", key)
        .execute();
  }
  return {
    client_secret: started.clientSecret,
    payment_intent_id: paymentIntentId,
    amount: plan.amountCents,
    currency: "usd",
  };
}

/**
 * POST /calculator/subscribe: only against the buyer's own subscription whose first payment
 * succeeded, proved with that payment's client secret (the first invoice's confirmation
 * secret), which only the paying page holds. Access is granted from the subscription's state
 * (the same code the webhooks run). A session is answered once, within the proof's window, and
 * only to the guest whose purchase created the account; other guests are asked to sign in.
 */
export async function subscribeCalculator(
  services: Services,
  buyer: CalculatorBuyer,
  proof: { clientSecret: string; paymentIntentId: string },
  caller: AuthUser | null,
): Promise<SubscribeAnswer> {
  const checked = await checkPaymentProof(
    services.payments.stripe,
    services.clock,
    proof.clientSecret,
  );
  const intentId = checked.verdict === "wrong" ? null : checked.intent.id;
  const record =
    intentId === null || intentId !== proof.paymentIntentId
      ? undefined
      : await services.db
          .selectFrom("calculator_subscriptions")
          .selectAll()
          .where("payment_intent_id", "=", intentId)
          .executeTakeFirst();
  // A signed-in caller must be the subscription's owner.
  const ownedByCaller = record !== undefined && (caller === null || record.user_id === caller.id);
  if (!record || record.buyer_email !== buyer.email || !ownedByCaller)
    throw new HttpError(402, SUBSCRIPTION_PAYMENT_NOT_COMPLETED);
  const subscription = await services.payments.stripe.subscriptions.retrieve(
    record.subscription_id,
  );
  if (!ACCESS_STATUSES.includes(subscription.status)) {
    if (await refundedAsDuplicate(services, subscription.id))
      throw conflict(DUPLICATE_SUBSCRIPTION_REFUNDED);
    throw new HttpError(402, SUBSCRIPTION_PAYMENT_NOT_COMPLETED);
  }
  const userId = await syncCalculatorSubscription(services, subscription);
  if (userId === undefined || caller !== null) return {};
  const fresh = await services.db
    .selectFrom("calculator_subscriptions")
    .select("account_created")
    .where("id", "=", record.id)
    .executeTakeFirstOrThrow();
  const user = await services.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const firstUse =
    fresh.account_created &&
    checked.verdict === "fresh" &&
    user.session_version === 0 &&
    (await claimPaymentProof(services.db, record.payment_intent_id));
  if (!firstUse) return { login_required: true };
  const session = await startSession(services, user);
  return { access_token: session.access_token, refresh_token: session.refresh_token };
}
