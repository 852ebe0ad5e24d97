import type { Services } from "../services.ts";
import type { CourseBuyer } from "./course-purchase.ts";
import { requireCourse } from "./course-purchase.ts";
import { createHostedCheckout } from "../payments/hosted-checkout.ts";

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
  const session = await createHostedCheckout(services.payments, {
    email: buyer.email,
    item: { name: course.name, amountCents: course.amount },
    successUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
    metadata,
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
