import type { ApiClient } from "@academy/api";
import type { PreviewAnswer } from "../shared/PromotionCode/PromotionCode.tsx";
import { previewPromotion } from "../shared/PromotionCode/previewPromotion.ts";

/** GET /promotion-codes/{code} for a course (see previewPromotion). */
export function previewCoursePromotion(
  client: ApiClient,
  courseId: number,
  code: string,
): Promise<PreviewAnswer> {
  return previewPromotion(client, { product: `course:${courseId}` }, code);
}
