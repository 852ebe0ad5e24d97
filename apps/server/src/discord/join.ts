import { conflict, forbidden, HttpError, ownedAlready } from "../http/errors.ts";
import { ALREADY_SUBSCRIBED_ACTIVE } from "../http/messages.ts";
import type { AuthUser } from "../http/types.ts";
import { purchaseAttempt } from "../payments/attempts.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import { DISCORD_PRICES_CENTS, type BillingCycle, type DiscordTier } from "../payments/prices.ts";
import { discordPlan, findOrCreateCustomer, startSubscription } from "../payments/subscriptions.ts";
import { isLiveStatus } from "../payments/statuses.ts";
import type { Services } from "../services.ts";
import {
  promotionMetadata,
  quoteSubscriptionPromotion,
  reserveSubscriptionPromotion,
} from "../payments/subscription-promotions.ts";
import { withProviderCodeCheck } from "../payments/provider-code-refusal.ts";
import { recordStartedSubscription } from "../subscriptions/started.ts";
import { refuseTrialWithCode, trialOfStart } from "../subscriptions/trial-offer.ts";
import { findUserByEmail, findUserById, normalizeEmail } from "../users/users.ts";
import {
  ALREADY_MEMBER,
  ALREADY_MEMBER_LOG_IN,
  DISCORD_SALES_CLOSED,
  FILL_REQUIRED_FIELDS,
  PRICE_CHANGED,
} from "./join-messages.ts";

export interface DiscordJoin {
  tier: DiscordTier;
  billingCycle: BillingCycle;
  email: string;
  fullName: string;
}

/** Trimmed, the e-mail lower-cased, both non-empty (the spec's message otherwise). */
export function cleanJoin(input: DiscordJoin): DiscordJoin {
  const email = normalizeEmail(input.email);
  const fullName = input.fullName.trim();
  if (email === "" || fullName === "") throw new HttpError(422, [FILL_REQUIRED_FIELDS]);
  return { ...input, email, fullName };
}

export function requireDiscordSales(services: Services): void {
  if (!services.config.payments.sales.discord) throw forbidden(DISCORD_SALES_CLOSED);
}

/** A membership of this e-mail that is not over (a second one would be charged twice). */
async function liveMembership(services: Services, email: string) {
  const user = await findUserByEmail(services.db, email);
  const rows = await services.db
    .selectFrom("subscriptions")
    .select(["id", "status"])
    .where("product", "=", "discord")
    .where((eb) =>
      user
        ? eb.or([eb("user_id", "=", user.id), eb("buyer_email", "=", email)])
        : eb("buyer_email", "=", email),
    )
    .execute();
  return rows.find((row) => isLiveStatus(row.status));
}

/** A live membership of this account (a signed-in caller's). */
async function liveMembershipOf(services: Services, userId: number) {
  const rows = await services.db
    .selectFrom("subscriptions")
    .select(["id", "status"])
    .where("product", "=", "discord")
    .where("user_id", "=", userId)
    .execute();
  return rows.find((row) => isLiveStatus(row.status));
}

/**
 * POST /discord/create-subscription-intent: a `default_incomplete` subscription at the server's
 * price; the browser confirms its first payment with the answered client secret.
 */
export async function createDiscordIntent(
  services: Services,
  join: DiscordJoin,
  amountCents: number,
  attemptId: string | undefined,
  caller: AuthUser | null = null,
  promotionCode?: string,
  trialAsked?: boolean,
) {
  requireDiscordSales(services);
  // A signed-in buyer has proved who they are and is told plainly (issue 25).
  if (caller && (await liveMembershipOf(services, caller.id)))
    throw conflict(ALREADY_SUBSCRIBED_ACTIVE);
  if (amountCents !== DISCORD_PRICES_CENTS[join.tier][join.billingCycle])
    throw new HttpError(422, [PRICE_CHANGED]);
  const account = caller ? await findUserById(services.db, caller.id) : undefined;
  if (account && (await liveMembership(services, account.email))) throw conflict(ALREADY_MEMBER);
  // A guest whose e-mail is a member already is told so before any card is taken, with a way
  // to sign in (issue 45); the route is rate-limited per client and e-mail.
  if (!caller && (await liveMembership(services, join.email)))
    throw ownedAlready(ALREADY_MEMBER_LOG_IN);
  refuseTrialWithCode(trialAsked, promotionCode);
  const plan = discordPlan(join.tier, join.billingCycle);
  const quote = promotionCode
    ? await quoteSubscriptionPromotion(services, promotionCode, `discord:${join.tier}`, plan)
    : undefined;
  const bound = purchaseAttempt(caller, attemptId);
  // A code changes the first amount, so the attempt with a code is another subscription.
  const attempt = quote ? `${bound}:code:${quote.row.id}` : bound;
  const key = idempotencyKey("discord-join", join.email, plan.lookupKey, attempt);
  const reserved = quote
    ? await reserveSubscriptionPromotion(services, quote, { email: join.email, attemptKey: key })
    : undefined;
  const customerId = await findOrCreateCustomer(services.payments, {
    email: join.email,
    name: join.fullName,
  });
  const trial = await trialOfStart(services, "discord", trialAsked, {
    email: join.email,
    customerId,
    callerId: caller?.id ?? null,
  });
  const started = await withProviderCodeCheck(services, reserved?.attemptKey, () =>
    startSubscription(services.payments, {
      customerId,
      plan,
      attempt,
      metadata: {
        kind: "discord",
        tier: join.tier,
        billing_cycle: join.billingCycle,
        email: join.email,
        ...(reserved ? promotionMetadata(reserved) : {}),
        ...trial.metadata,
      },
      ...(reserved ? { promotionCode: reserved.providerPromotionCodeId } : {}),
      trialDays: trial.trialDays,
    }),
  );
  await recordStartedSubscription(services, {
    product: "discord",
    tier: join.tier,
    billingCycle: join.billingCycle,
    amountCents: plan.amountCents,
    customerId,
    key,
    buyer: { email: join.email, fullName: join.fullName },
    // The member's account is known once the first payment succeeded (welcomeMember).
    userId: null,
    started,
  });
  return {
    client_secret: started.clientSecret,
    customer_id: customerId,
    confirm: started.confirm,
    trial_days: trial.trialDays,
  };
}
