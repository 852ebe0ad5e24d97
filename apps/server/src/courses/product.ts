import type { ProductHandlers } from "../payments/products.ts";
import type { Services } from "../services.ts";
import { fulfilPayment } from "./fulfilment.ts";

/**
 * Courses as billing sees them: a succeeded course payment (card or hosted checkout) is
 * fulfilled from our payment row, which billing has brought up to date before calling.
 */
export function courseProduct(services: Services): ProductHandlers {
  return {
    async paymentSucceeded({ paymentId }) {
      const payment = await services.db
        .selectFrom("payments")
        .selectAll()
        .where("provider_intent_id", "=", paymentId)
        .executeTakeFirst();
      if (!payment || payment.course_id === null) return;
      await fulfilPayment(services, payment);
    },
  };
}
