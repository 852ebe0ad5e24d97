import { errorMessage, type ApiClient, type BillingCycle } from "@academy/api";
import { PROMOTION_CODE_TEXT, type PreviewAnswer } from "./PromotionCode.tsx";

/** What a code can look like (the contract's pattern): anything else names no code. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const UNKNOWN_CODE = "This promotion code does not exist.";

/** A product as promotion codes scope it (`course:1`, `calculator`, `discord:pro`). */
export interface PromotedProduct {
  product: string;
  /** A subscription's plan: the first invoice the code discounts. */
  billingCycle?: BillingCycle;
}

/**
 * GET /promotion-codes/{code} for a product: the server's price with the code, or its reason
 * (unknown, expired, not for this product) in its own words. A network failure throws, and the
 * field says it could not check.
 */
export async function previewPromotion(
  client: ApiClient,
  target: PromotedProduct,
  code: string,
): Promise<PreviewAnswer> {
  if (!CODE_SHAPE.test(code)) return { ok: false, message: UNKNOWN_CODE };
  const query = {
    product: target.product,
    ...(target.billingCycle ? { billing_cycle: target.billingCycle } : {}),
  };
  const { data, error } = await client.GET("/promotion-codes/{code}", {
    params: { path: { code }, query },
  });
  if (!data) return { ok: false, message: errorMessage(error, PROMOTION_CODE_TEXT.unreachable) };
  return {
    ok: true,
    preview: {
      code: data.code,
      listCents: data.list_amount,
      discountCents: data.discount_amount,
      amountCents: data.amount,
      currency: data.currency,
    },
  };
}
