import Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError } from "../http/errors.ts";
import {
  PROMOTION_CODE_EXPIRED,
  PROMOTION_CODE_INACTIVE,
  PROMOTION_CODE_USED_UP,
} from "../http/messages.ts";
import type { Services } from "../services.ts";

/**
 * The provider's own verdict on a promotion code our checks passed (issue 48): it counts uses,
 * expiry and deactivation by itself (an admin in its dashboard, a use we never heard of), so it
 * may refuse a code we reserved. Its refusal is answered as ours: 409 used up, 422 expired or
 * no longer active, never a generic 500.
 */

/** The parameters the provider names when it refuses the code itself. */
const CODE_PARAMS = new Set(["discounts[0][promotion_code]", "discounts", "promotion_code"]);

/** Our 4xx for the provider's refusal of the code, or null when the error is about something else. */
export function promotionCodeRefusal(error: unknown): HttpError | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  if (!CODE_PARAMS.has(error.param ?? "")) return null;
  const text = `${error.code ?? ""} ${error.message}`.toLowerCase();
  if (text.includes("max_redemptions") || text.includes("maximum number of times"))
    return conflict(PROMOTION_CODE_USED_UP);
  if (text.includes("expired")) return new HttpError(422, PROMOTION_CODE_EXPIRED);
  // Deactivated, its coupon deleted or no longer valid, or unknown to the provider.
  return new HttpError(422, PROMOTION_CODE_INACTIVE);
}

/**
 * Gives back the attempt's reserved, unpaid use of a code the provider refused, so the refusal
 * does not hold one of the code's uses for the reservation's hold.
 */
export async function releaseReservation(db: Kysely<Database>, attemptKey: string): Promise<void> {
  await db
    .deleteFrom("promotion_code_redemptions")
    .where("attempt_key", "=", attemptKey)
    .where("redeemed_at", "is", null)
    .where("payment_id", "is", null)
    .where("provider_subscription_id", "is", null)
    .execute();
}

/**
 * Runs the provider call that applies the reserved code; when the provider refuses the code,
 * the reservation is released and the refusal answered as ours. Nothing is created at the
 * provider by a refused call, so no started subscription or intent is left behind.
 */
export async function withProviderCodeCheck<T>(
  services: Services,
  attemptKey: string | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refusal = promotionCodeRefusal(error);
    if (!refusal || attemptKey === undefined) throw error;
    await releaseReservation(services.db, attemptKey);
    throw refusal;
  }
}

/**
 * A one-off payment carries no provider discount (the server prices it), so the provider is
 * asked about the code before the intent: deactivated, expired or used up there is refused here
 * as it would be on a subscription.
 */
export async function checkCodeAtProvider(
  services: Services,
  providerPromotionCodeId: string,
): Promise<void> {
  const promo = await services.payments.stripe.promotionCodes.retrieve(providerPromotionCodeId);
  const now = Math.floor(services.clock().getTime() / 1000);
  if (!promo.active) throw new HttpError(422, PROMOTION_CODE_INACTIVE);
  if (promo.expires_at !== null && promo.expires_at <= now)
    throw new HttpError(422, PROMOTION_CODE_EXPIRED);
  if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions)
    throw conflict(PROMOTION_CODE_USED_UP);
}
