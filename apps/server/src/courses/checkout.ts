import type { Services } from "../services.ts";
import type { CourseBuyer } from "./course-purchase.ts";
import { requireCourse } from "./course-purchase.ts";
import { CURRENCY } from "../payments/prices.ts";

/**
 * POST /payments/create-checkout-session: the hosted-checkout alternative. When the session
 * completes (`checkout.session.completed`), its payment intent is linked to this row and the
 * buyer is enrolled through the same fulfilment as the card flow.
 */
export async function createCourseCheckout(
  services: Services,
  buyer: CourseBuyer,
  urls: { successUrl: string; cancelUrl: string },
) {
  const course = await requireCourse(services, buyer.courseId);
  // Its own kind: the row exists already and is linked to the intent when the session completes.
  const metadata = { kind: "course_checkout", course_id: String(course.id), email: buyer.email };
  const session = await services.payments.stripe.checkout.sessions.create({
    mode: "payment",
    customer_email: buyer.email,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: course.amount,
          product_data: { name: course.name },
        },
      },
    ],
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    metadata,
    payment_intent_data: { metadata },
  });
  await services.db
    .insertInto("payments")
    .values({
      product: `course:${course.id}`,
      course_id: course.id,
      method: "checkout",
      buyer_email: buyer.email,
      buyer_name: buyer.fullName,
      amount_cents: course.amount,
      status: "open",
      idempotency_key: null,
      provider_intent_id: null,
      provider_checkout_id: session.id,
    })
    .execute();
  if (!session.url) throw new Error("checkout session without a URL");
  return { session_id: session.id, url: session.url };
}
