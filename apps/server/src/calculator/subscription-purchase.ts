import type { components } from "@academy/api/contract";
import { checkPaymentProof, claimPaymentProof } from "../auth/payment-proof.ts";
import { startSession } from "../auth/sessions.ts";
import { conflict, HttpError, ownedAlready } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { purchaseAttempt } from "../payments/attempts.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import type { BillingCycle } from "../payments/prices.ts";
import {
  calculatorPlan,
  findOrCreateCustomer,
  getSubscription,
  startSubscription,
} from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import {
  promotionMetadata,
  quoteSubscriptionPromotion,
  reserveSubscriptionPromotion,
} from "../payments/subscription-promotions.ts";
import { withProviderCodeCheck } from "../payments/provider-code-refusal.ts";
import { recordStartedSubscription } from "../subscriptions/started.ts";
import { refuseTrialWithCode, trialOfStart } from "../subscriptions/trial-offer.ts";
import { settleTrial } from "../payments/trial-claims.ts";
import { refuseEndedTrial } from "../subscriptions/trial-refused.ts";
import { ACCESS_STATUSES } from "./calculator-access.ts";
import { findUserByEmail } from "../users/users.ts";
import {
  ALREADY_SUBSCRIBED,
  ALREADY_SUBSCRIBED_LOG_IN,
  SUBSCRIPTION_PAYMENT_NOT_COMPLETED,
} from "./messages.ts";
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
 * Our purchase attempt (the browser's attempt id, bound to the caller: purchaseAttempt), so a
 * double click or a retry of one open modal derives the same Idempotency-Key and gets the same
 * provider subscription (one charge), and nobody else's call ever does.
 */
function attemptFor(
  email: string,
  cycle: BillingCycle,
  caller: AuthUser | null,
  attemptId: string | undefined,
  codeId: number | undefined,
) {
  const bound = purchaseAttempt(caller, attemptId);
  const attempt = codeId === undefined ? bound : `${bound}:code:${codeId}`;
  return { attempt, key: idempotencyKey("calculator-subscription", email, cycle, attempt) };
}

/** POST /calculator/create-subscription-intent: the plan's price comes from the server. */
export async function createCalculatorIntent(
  services: Services,
  buyer: CalculatorBuyer,
  cycle: BillingCycle,
  caller: AuthUser | null,
  attemptId?: string,
  promotionCode?: string,
  trialAsked?: boolean,
): Promise<PaymentIntentAnswer> {
  if (caller && (await holdsPaidAccess(services, caller.id))) throw conflict(ALREADY_SUBSCRIBED);
  // A guest whose e-mail already subscribes is told so before any card is taken, with a way to
  // sign in (issue 45): a charge then a refund costs the buyer's time and the provider's fee.
  // The route is rate-limited per client and e-mail, which bounds what it tells about e-mails.
  if (!caller) {
    const owner = await findUserByEmail(services.db, buyer.email);
    if (owner && (await holdsPaidAccess(services, owner.id)))
      throw ownedAlready(ALREADY_SUBSCRIBED_LOG_IN);
  }
  refuseTrialWithCode(trialAsked, promotionCode);
  const plan = calculatorPlan(cycle);
  const promotion = promotionCode
    ? await quoteSubscriptionPromotion(services, promotionCode, CALCULATOR_PRODUCT, plan)
    : undefined;
  // A code changes the first amount, so the attempt with a code is another subscription.
  const { attempt, key } = attemptFor(buyer.email, cycle, caller, attemptId, promotion?.row.id);
  const reserved = promotion
    ? await reserveSubscriptionPromotion(services, promotion, {
        email: buyer.email,
        attemptKey: key,
      })
    : undefined;
  const customerId = await findOrCreateCustomer(services.payments, {
    email: buyer.email,
    name: buyer.fullName,
  });
  const trial = await trialOfStart(services, "calculator", trialAsked, {
    email: buyer.email,
    customerId,
    callerId: caller?.id ?? null,
  });
  const started = await withProviderCodeCheck(services, reserved?.attemptKey, () =>
    startSubscription(services.payments, {
      customerId,
      plan,
      attempt,
      metadata: {
        product: CALCULATOR_PRODUCT,
        email: buyer.email,
        billing_cycle: cycle,
        ...(reserved ? promotionMetadata(reserved) : {}),
        ...trial.metadata,
      },
      ...(reserved ? { promotionCode: reserved.providerPromotionCodeId } : {}),
      trialDays: trial.trialDays,
    }),
  );
  if (started.status !== "incomplete") throw conflict(ALREADY_SUBSCRIBED);
  await recordStartedSubscription(services, {
    product: "calculator",
    tier: null,
    billingCycle: cycle,
    amountCents: plan.amountCents,
    customerId,
    key,
    buyer: { email: buyer.email, fullName: buyer.fullName },
    userId: caller?.id ?? null,
    started,
  });
  const paymentIntentId = intentIdOf(started.clientSecret);
  return {
    client_secret: started.clientSecret,
    payment_intent_id: paymentIntentId,
    amount: reserved ? reserved.price.totalCents : plan.amountCents,
    currency: "usd",
    confirm: started.confirm,
    trial_days: trial.trialDays,
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
  const checked = await checkPaymentProof(services.payments, services.clock, proof.clientSecret);
  const intentId = checked.verdict === "wrong" ? null : checked.intent.id;
  const record =
    intentId === null || intentId !== proof.paymentIntentId
      ? undefined
      : await services.db
          .selectFrom("subscriptions")
          .selectAll()
          .where("first_payment_intent_id", "=", intentId)
          .where("product", "=", "calculator")
          .executeTakeFirst();
  // A signed-in caller must be the subscription's owner.
  const ownedByCaller = record !== undefined && (caller === null || record.user_id === caller.id);
  if (!record?.provider_subscription_id || record.buyer_email !== buyer.email || !ownedByCaller)
    throw new HttpError(402, SUBSCRIPTION_PAYMENT_NOT_COMPLETED);
  // A trial's saved card is made its default and the trial claimed (issue 48) before reading.
  await settleTrial(services, record.provider_subscription_id);
  const subscription = await getSubscription(services.payments, record.provider_subscription_id);
  if (!ACCESS_STATUSES.includes(subscription.status)) {
    if (await refundedAsDuplicate(services, subscription.id))
      throw conflict(DUPLICATE_SUBSCRIPTION_REFUNDED);
    await refuseEndedTrial(services, subscription.id);
    throw new HttpError(402, SUBSCRIPTION_PAYMENT_NOT_COMPLETED);
  }
  const userId = await syncCalculatorSubscription(services, subscription);
  if (userId === undefined || caller !== null) return {};
  const fresh = await services.db
    .selectFrom("subscriptions")
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
    (await claimPaymentProof(services.db, checked.intent.id));
  if (!firstUse) return { login_required: true };
  const session = await startSession(services, user, "purchase");
  return { access_token: session.access_token, refresh_token: session.refresh_token };
}
