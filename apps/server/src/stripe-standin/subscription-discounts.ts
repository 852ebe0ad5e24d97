import type { StandinContext } from "./context.ts";
import { invalid } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import type { CouponDoc, PromotionCodeDoc } from "./promotion-codes.ts";
import type { StripeDoc } from "./store.ts";

/**
 * A discount applied to a subscription, as Stripe shows one (API 2025+: the coupon under
 * `source`): made from `discounts[0][promotion_code]` when the subscription is created. Only
 * duration `once` coupons are sold here, so it discounts the first invoice only.
 */
export interface DiscountDoc extends StripeDoc {
  object: "discount";
  source: { type: "coupon"; coupon: string };
  promotion_code: string;
  customer: string;
  subscription: string;
  start: number;
  end: number | null;
  /** Whether the invoice it discounted was paid, so its promotion code counted the use. */
  _standin: { redeemed: boolean };
}

const PARAM = "discounts[0][promotion_code]";

/**
 * The promotion code a new subscription asks for, refused as Stripe refuses it: unknown,
 * inactive, expired, its coupon no longer valid, or redeemed `max_redemptions` times already
 * (uses count when a discounted invoice is paid: see redeemInvoiceDiscount).
 */
export async function discountForNewSubscription(
  ctx: StandinContext,
  params: Params,
  subscription: { id: string; customer: string },
): Promise<DiscountDoc | undefined> {
  const asked = read.objects(params, "discounts")[0];
  const promoId = read.string(asked, "promotion_code");
  if (!promoId) return undefined;
  const promo = await ctx.store.get<PromotionCodeDoc>(promoId, "promotion_code", PARAM);
  const coupon = await ctx.store.get<CouponDoc>(promo.promotion.coupon, "coupon", PARAM);
  const now = ctx.clock.now();
  if (!promo.active || !coupon.valid)
    throw invalid(`This promotion code is inactive: '${promo.code}'.`, PARAM);
  if (promo.expires_at !== null && promo.expires_at <= now)
    throw invalid(`This promotion code has expired: '${promo.code}'.`, PARAM, "coupon_expired");
  if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions)
    throw invalid(
      `This promotion code has been redeemed the maximum number of times: '${promo.code}'.`,
      PARAM,
      "promotion_code_max_redemptions",
    );
  return ctx.store.put<DiscountDoc>({
    id: newId("di"),
    object: "discount",
    source: { type: "coupon", coupon: coupon.id },
    promotion_code: promo.id,
    customer: subscription.customer,
    subscription: subscription.id,
    start: now,
    end: null,
    livemode: false,
    _standin: { redeemed: false },
  });
}

/** What the discount takes off an amount: a percent rounded to the cent, a fixed amount at most all. */
export async function discountAmount(
  ctx: StandinContext,
  discount: DiscountDoc,
  amount: number,
): Promise<number> {
  const coupon = await ctx.store.get<CouponDoc>(discount.source.coupon, "coupon");
  const off =
    coupon.percent_off !== null
      ? Math.round((amount * coupon.percent_off) / 100)
      : (coupon.amount_off ?? 0);
  return Math.min(amount, Math.max(0, off));
}

/**
 * The discounted invoice was paid: its promotion code and coupon count one redemption, once
 * (a discount redeems at most once, whatever settles the invoice again).
 */
export async function redeemInvoiceDiscount(
  ctx: StandinContext,
  invoice: StripeDoc,
): Promise<void> {
  const ids: unknown[] = Array.isArray(invoice["discounts"]) ? invoice["discounts"] : [];
  for (const id of ids) {
    if (typeof id !== "string") continue;
    const discount = await ctx.store.get<DiscountDoc>(id, "discount");
    if (discount._standin.redeemed) continue;
    await ctx.store.put<DiscountDoc>({ ...discount, _standin: { redeemed: true } });
    const promo = await ctx.store.get<PromotionCodeDoc>(discount.promotion_code, "promotion_code");
    await ctx.store.put<PromotionCodeDoc>({ ...promo, times_redeemed: promo.times_redeemed + 1 });
    const coupon = await ctx.store.get<CouponDoc>(discount.source.coupon, "coupon");
    await ctx.store.put<CouponDoc>({ ...coupon, times_redeemed: coupon.times_redeemed + 1 });
  }
}
