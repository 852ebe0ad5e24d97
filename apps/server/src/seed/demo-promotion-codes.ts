import { createPromotionCode, findPromotionCode } from "../payments/promotion-codes.ts";
import type { Services } from "../services.ts";

/** The demo's promotion code (issue 48): 10 % off any course, no limit. */
export const DEMO_PROMOTION_CODE = "WELCOME10";

/**
 * Creates WELCOME10 once per database, at the provider (the stand-in, in the demo) and here.
 * Two instances starting together: the provider calls share idempotency keys, and the second
 * insert meets the one-active-spelling index and leaves the first one's row.
 */
export async function seedDemoPromotionCodes(services: Services): Promise<void> {
  if (await findPromotionCode(services, DEMO_PROMOTION_CODE)) return;
  try {
    await createPromotionCode(services, {
      code: DEMO_PROMOTION_CODE,
      percentOff: 10,
      products: [],
      allCourses: true,
      oncePerCustomer: false,
    });
  } catch (error) {
    if (!(await findPromotionCode(services, DEMO_PROMOTION_CODE))) throw error;
  }
}
