import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Services } from "../services.ts";
import { HttpError, notFound } from "../http/errors.ts";
import {
  PROMOTION_CODE_EXPIRED,
  PROMOTION_CODE_INACTIVE,
  PROMOTION_CODE_TOO_LARGE,
  PROMOTION_CODE_UNKNOWN,
  PROMOTION_CODE_WRONG_PRODUCT,
} from "../http/messages.ts";
import { applyDiscount, type DiscountedPrice } from "./discounts.ts";
import { idempotencyKey } from "./idempotency.ts";
import { CURRENCY } from "./prices.ts";
import type { PromotionCodesTable } from "./tables.ts";

export type PromotionCodeRow = Selectable<PromotionCodesTable>;

/** What an admin (or the seed) asks for; exactly one of percentOff and amountOffCents. */
export interface NewPromotionCode {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  /** course:<id>, calculator, discord:<tier>; or allCourses. */
  products: string[];
  allCourses: boolean;
  oncePerCustomer: boolean;
  maxUses?: number;
  expiresAt?: Date;
  /**
   * The request creating it (the console's idempotency key): a code spelt again after its
   * deactivation is a new coupon, not the provider's replay of the first one.
   */
  attempt?: string;
}

/**
 * The provider's coupon and promotion code, then our row with the code's scope. The provider
 * calls carry keys derived from the code, so a retry after a crash finds the same objects
 * (within the provider's key window); our row's unique index refuses a second active spelling.
 */
export async function createPromotionCode(
  services: Services,
  input: NewPromotionCode,
): Promise<PromotionCodeRow> {
  const { stripe } = services.payments;
  const coupon = await stripe.coupons.create(
    {
      duration: "once",
      ...(input.percentOff !== undefined
        ? { percent_off: input.percentOff }
        : { amount_off: input.amountOffCents ?? 0, currency: CURRENCY }),
      metadata: { code: input.code },
    },
    {
      idempotencyKey: idempotencyKey(
        "coupon",
        input.code,
        input.expiresAt?.getTime() ?? 0,
        ...(input.attempt === undefined ? [] : [input.attempt]),
      ),
    },
  );
  const promo = await stripe.promotionCodes.create(
    {
      promotion: { type: "coupon", coupon: coupon.id },
      code: input.code,
      ...(input.maxUses !== undefined ? { max_redemptions: input.maxUses } : {}),
      ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    },
    { idempotencyKey: idempotencyKey("promotion-code", input.code, coupon.id) },
  );
  return services.db
    .insertInto("promotion_codes")
    .values({
      code: input.code,
      provider_promotion_code_id: promo.id,
      provider_coupon_id: coupon.id,
      percent_off: input.percentOff ?? null,
      amount_off_cents: input.percentOff !== undefined ? null : (input.amountOffCents ?? null),
      products: input.allCourses ? [] : input.products,
      all_courses: input.allCourses,
      once_per_customer: input.oncePerCustomer,
      max_uses: input.maxUses ?? null,
      expires_at: input.expiresAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deactivates the code here and at the provider (idempotent: a second call changes nothing). */
export async function deactivatePromotionCode(services: Services, id: number): Promise<void> {
  const row = await services.db
    .updateTable("promotion_codes")
    .set({ active: false })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(PROMOTION_CODE_UNKNOWN);
  await services.payments.stripe.promotionCodes.update(row.provider_promotion_code_id, {
    active: false,
  });
}

/** The code as typed (any case); the active one first, else the latest deactivated one. */
export async function findPromotionCode(
  services: Services,
  code: string,
): Promise<PromotionCodeRow | undefined> {
  return services.db
    .selectFrom("promotion_codes")
    .selectAll()
    .where(sql<string>`lower(code)`, "=", code.trim().toLowerCase())
    .orderBy("active", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Whether the code is for the product: a course under all_courses, or listed. */
export function codeCovers(row: PromotionCodeRow, product: string): boolean {
  return (row.all_courses && product.startsWith("course:")) || row.products.includes(product);
}

export interface PromotionQuote {
  row: PromotionCodeRow;
  price: DiscountedPrice;
}

/**
 * The price of `product` with the code, or the 4xx naming why not: unknown (404), no longer
 * active, expired, not for this product, or leaving less than the minimum charge (422). Uses
 * (used up, once per customer) are decided when the payment reserves the code.
 */
export async function quotePromotion(
  services: Services,
  code: string,
  product: string,
  listCents: number,
): Promise<PromotionQuote> {
  const row = await findPromotionCode(services, code);
  if (!row) throw notFound(PROMOTION_CODE_UNKNOWN);
  if (!row.active) throw new HttpError(422, PROMOTION_CODE_INACTIVE);
  if (row.expires_at && row.expires_at.getTime() <= services.clock().getTime())
    throw new HttpError(422, PROMOTION_CODE_EXPIRED);
  if (!codeCovers(row, product)) throw new HttpError(422, PROMOTION_CODE_WRONG_PRODUCT);
  const price = applyDiscount(listCents, {
    percentOff: row.percent_off === null ? null : Number(row.percent_off),
    amountOffCents: row.amount_off_cents,
  });
  if (!price) throw new HttpError(422, PROMOTION_CODE_TOO_LARGE);
  return { row, price };
}
