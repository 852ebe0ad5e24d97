import { errorMessage, type ApiClient } from "@academy/api";
import { PROMOTION_CODE_TEXT, type PreviewAnswer } from "../shared/PromotionCode/PromotionCode.tsx";

/** What a code can look like (the contract's pattern): anything else names no code. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const UNKNOWN_CODE = "This promotion code does not exist.";

/**
 * GET /promotion-codes/{code} for a course: the server's price with the code, or its reason
 * (unknown, expired, not for this course) in its own words. A network failure throws, and the
 * field says it could not check.
 */
export async function previewCoursePromotion(
  client: ApiClient,
  courseId: number,
  code: string,
): Promise<PreviewAnswer> {
  if (!CODE_SHAPE.test(code)) return { ok: false, message: UNKNOWN_CODE };
  const { data, error } = await client.GET("/promotion-codes/{code}", {
    params: { path: { code }, query: { product: `course:${courseId}` } },
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
