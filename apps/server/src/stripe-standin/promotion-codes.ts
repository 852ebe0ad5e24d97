import type { StandinContext } from "./context.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import type { StripeDoc } from "./store.ts";

/** A Stripe coupon: the discount itself (percent or a fixed amount in one currency). */
export interface CouponDoc extends StripeDoc {
  object: "coupon";
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: "once" | "repeating" | "forever";
  valid: boolean;
  times_redeemed: number;
}

/** A Stripe promotion code: the customer-facing code that applies a coupon. */
export interface PromotionCodeDoc extends StripeDoc {
  object: "promotion_code";
  code: string;
  /** Stripe's 2025+ shape: the promotion a code applies (a coupon, by id). */
  promotion: { type: "coupon"; coupon: string };
  active: boolean;
  max_redemptions: number | null;
  expires_at: number | null;
  times_redeemed: number;
  restrictions: { first_time_transaction: boolean; minimum_amount: number | null };
}

const DURATIONS = new Set(["once", "repeating", "forever"]);

/** POST /v1/coupons: exactly one of percent_off (0–100] or amount_off with a currency. */
export async function createCoupon(ctx: StandinContext, params: Params): Promise<CouponDoc> {
  const percentText = read.string(params, "percent_off");
  const percent = percentText === undefined ? undefined : Number(percentText);
  const amount = read.integer(params, "amount_off");
  if ((percent === undefined) === (amount === undefined))
    throw invalid("Coupons require exactly one of percent_off or amount_off.", "percent_off");
  if (percent !== undefined && !(Number.isFinite(percent) && percent > 0 && percent <= 100))
    throw invalid("percent_off must be greater than 0 and at most 100.", "percent_off");
  const currency = read.string(params, "currency")?.toLowerCase() ?? null;
  if (amount !== undefined) {
    if (amount <= 0) throw invalid("amount_off must be a positive integer.", "amount_off");
    if (!currency) throw requiredParam("currency");
  }
  const duration = read.string(params, "duration") ?? "once";
  if (!DURATIONS.has(duration)) throw invalid("Invalid duration", "duration");
  const id = read.string(params, "id") ?? newId("co");
  if (await ctx.store.find(id))
    throw invalid("Coupon already exists.", "id", "resource_already_exists");
  return ctx.store.put<CouponDoc>({
    id,
    object: "coupon",
    created: ctx.clock.now(),
    percent_off: percent ?? null,
    amount_off: amount ?? null,
    currency: amount !== undefined ? currency : null,
    duration: duration as CouponDoc["duration"],
    name: read.string(params, "name") ?? null,
    valid: true,
    times_redeemed: 0,
    metadata: read.metadata(params),
    livemode: false,
  });
}

/** POST /v1/promotion_codes: a code for a coupon; codes are unique among active codes. */
export async function createPromotionCode(
  ctx: StandinContext,
  params: Params,
): Promise<PromotionCodeDoc> {
  // `promotion[coupon]` today; `coupon` in API versions before 2025-09.
  const couponId =
    read.string(read.object(params, "promotion"), "coupon") ?? read.string(params, "coupon");
  if (!couponId) throw requiredParam("promotion[coupon]");
  const coupon = await ctx.store.get<CouponDoc>(couponId, "coupon", "promotion[coupon]");
  const code = read.string(params, "code") ?? newId("PROMO").slice(6, 14).toUpperCase();
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(code))
    throw invalid("The code may contain only letters, digits, - and _.", "code");
  const clash = (await listPromotionCodes(ctx, { code, active: "true" }))[0];
  if (clash)
    throw invalid(
      `An active promotion code with \`code: ${code}\` already exists.`,
      "code",
      "resource_already_exists",
    );
  const maxRedemptions = read.integer(params, "max_redemptions");
  if (maxRedemptions !== undefined && maxRedemptions < 1)
    throw invalid("max_redemptions must be a positive integer.", "max_redemptions");
  const expiresAt = read.integer(params, "expires_at");
  if (expiresAt !== undefined && expiresAt <= ctx.clock.now())
    throw invalid("expires_at must be in the future.", "expires_at");
  const restrictions = read.object(params, "restrictions");
  return ctx.store.put<PromotionCodeDoc>({
    id: newId("promo"),
    object: "promotion_code",
    created: ctx.clock.now(),
    code,
    promotion: { type: "coupon", coupon: coupon.id },
    active: read.boolean(params, "active") ?? true,
    customer: read.string(params, "customer") ?? null,
    max_redemptions: maxRedemptions ?? null,
    expires_at: expiresAt ?? null,
    times_redeemed: 0,
    restrictions: {
      first_time_transaction: read.boolean(restrictions, "first_time_transaction") ?? false,
      minimum_amount: read.integer(restrictions, "minimum_amount") ?? null,
    },
    metadata: read.metadata(params),
    livemode: false,
  });
}

/** POST /v1/promotion_codes/:id: active and metadata, as Stripe allows. */
export async function updatePromotionCode(
  ctx: StandinContext,
  promo: PromotionCodeDoc,
  params: Params,
): Promise<PromotionCodeDoc> {
  const active = read.boolean(params, "active");
  return ctx.store.put<PromotionCodeDoc>({
    ...promo,
    active: active ?? promo.active,
    metadata: read.metadata(params, promo.metadata as Record<string, string>),
  });
}

/** GET /v1/promotion_codes?code=…&active=…: Stripe matches the code case-insensitively. */
export async function listPromotionCodes(
  ctx: StandinContext,
  query: Params,
): Promise<PromotionCodeDoc[]> {
  const code = read.string(query, "code")?.toLowerCase();
  const active = read.boolean(query, "active");
  const coupon = read.string(query, "coupon");
  const all = await ctx.store.list<PromotionCodeDoc>("promotion_code");
  return all.filter(
    (p) =>
      (code === undefined || p.code.toLowerCase() === code) &&
      (active === undefined || p.active === active) &&
      (coupon === undefined || p.promotion.coupon === coupon),
  );
}
