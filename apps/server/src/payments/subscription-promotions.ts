import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import type { DiscountedPrice } from "./discounts.ts";
import { quotePromotion, type PromotionQuote } from "./promotion-codes.ts";
import { reserveRedemption } from "./redemptions.ts";
import { PROMOTION_METADATA } from "./promotion-metadata.ts";

/**
 * A promotion code on a subscription's first invoice (issue 48): checked for the product and
 * reserved for the purchase attempt before the provider's subscription exists, so two buyers
 * at once past the code's limit get one discounted subscription between them. The provider
 * applies the coupon (duration once); the use is counted when that first invoice is paid
 * (redeemForSubscription, from the webhook).
 */
export interface SubscriptionPromotion {
  codeId: number;
  code: string;
  /** The provider's promotion code, for the subscription's `discounts`. */
  providerPromotionCodeId: string;
  /** The first invoice's price; renewals are at the list price. */
  price: DiscountedPrice;
  /** The purchase attempt holding the reservation. */
  attemptKey: string;
}

const { codeId: CODE_ID, code: CODE, attempt: ATTEMPT } = PROMOTION_METADATA;

/**
 * The plan's first price with `code`, or the 4xx naming why not (unknown, deactivated,
 * expired, not for `product`, too large). `product` as codes scope it: calculator,
 * discord:<tier>.
 */
export async function quoteSubscriptionPromotion(
  services: Services,
  code: string,
  product: string,
  plan: { amountCents: number },
): Promise<PromotionQuote> {
  return quotePromotion(services, code, product, plan.amountCents);
}

/**
 * Reserves one use of the quoted code for the purchase attempt (409 used up, or already used
 * by this e-mail; 422 deactivated or expired meanwhile), before the provider's subscription.
 */
export async function reserveSubscriptionPromotion(
  services: Services,
  quote: PromotionQuote,
  buyer: { email: string; attemptKey: string },
): Promise<SubscriptionPromotion> {
  await reserveRedemption(services.db, {
    codeId: quote.row.id,
    email: buyer.email,
    attemptKey: buyer.attemptKey,
    now: services.clock(),
  });
  return {
    codeId: quote.row.id,
    code: quote.row.code,
    providerPromotionCodeId: quote.row.provider_promotion_code_id,
    price: quote.price,
    attemptKey: buyer.attemptKey,
  };
}

/** What the subscription's metadata records of its code (the receipt names it too). */
export function promotionMetadata(promotion: SubscriptionPromotion): Record<string, string> {
  return {
    [CODE_ID]: String(promotion.codeId),
    [CODE]: promotion.code,
    [ATTEMPT]: promotion.attemptKey,
  };
}

/**
 * The subscription's use of its code, counted once when its first invoice is paid: its
 * attempt's reservation becomes a redemption, or (the reservation lapsed and was taken, or
 * moved to a later attempt of the same buyer) a redemption of its own, since the discounted
 * money is taken already. The subscription's unique column makes a replayed or doubled
 * `invoice.paid` add nothing.
 */
export async function redeemForSubscription(
  db: Kysely<Database>,
  subscription: { id: string; metadata: Record<string, string> },
  now: Date,
): Promise<void> {
  const codeId = Number(subscription.metadata[CODE_ID]);
  if (!Number.isSafeInteger(codeId) || codeId <= 0) return;
  await db.transaction().execute(async (trx) => {
    const counted = await trx
      .selectFrom("promotion_code_redemptions")
      .select("id")
      .where("provider_subscription_id", "=", subscription.id)
      .executeTakeFirst();
    if (counted) return;
    const attempt = subscription.metadata[ATTEMPT];
    const reserved = attempt
      ? await trx
          .updateTable("promotion_code_redemptions")
          .set({ provider_subscription_id: subscription.id, redeemed_at: now })
          .where("attempt_key", "=", attempt)
          .where("promotion_code_id", "=", codeId)
          .where("redeemed_at", "is", null)
          .returning("id")
          .executeTakeFirst()
      : undefined;
    if (reserved) return;
    await trx
      .insertInto("promotion_code_redemptions")
      .values({
        promotion_code_id: codeId,
        buyer_email: subscription.metadata["email"] ?? "",
        once_per_customer: false,
        attempt_key: `subscription:${subscription.id}`,
        provider_subscription_id: subscription.id,
        reserved_at: now,
        redeemed_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
