import { errorMessage, type ApiClient, type EnrollResponse } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";

/** Why a purchase stopped; `onCard` when the card itself is the problem (shown at the card). */
export class PaymentProblem extends Error {
  constructor(
    message: string,
    readonly onCard: boolean,
  ) {
    super(message);
    this.name = "PaymentProblem";
  }
}

export interface CoursePurchase {
  client: ApiClient;
  stripe: Stripe;
  card: StripeCardElement;
  courseId: number;
  fullName: string;
  email: string;
  /** One per opening of the modal: the server's idempotency key derives from it. */
  attemptId: string;
}

/**
 * The card purchase of academy.md §7: create-intent (the server sets the price), confirm the
 * card with the client secret (3-D Secure shows its challenge inside confirmCardPayment), then
 * POST /enroll. The provider's own message is preferred for a declined card (issue #14).
 */
export async function payForCourse(purchase: CoursePurchase): Promise<EnrollResponse> {
  const { client, stripe, card, courseId, fullName, email, attemptId } = purchase;
  const intent = await client
    .POST("/payments/create-intent", {
      body: { course_id: courseId, name: fullName, email, attempt_id: attemptId },
    })
    .catch(() => null);
  if (!intent?.data) {
    throw new PaymentProblem(errorMessage(intent?.error, TEXT.intentFailed), false);
  }

  const result = await stripe.confirmCardPayment(intent.data.client_secret, {
    payment_method: { card, billing_details: { name: fullName, email } },
  });
  // A retry of an attempt that was already paid (the enrolment call failed last time) finds
  // the intent succeeded: go on to enrol rather than report a failure.
  const alreadyPaid = result.error?.payment_intent?.status === "succeeded";
  if (result.error && !alreadyPaid) {
    const onCard = result.error.type === "card_error" || result.error.type === "validation_error";
    throw new PaymentProblem(result.error.message ?? TEXT.paymentNotCompleted, onCard);
  }
  if (!alreadyPaid && result.paymentIntent?.status !== "succeeded") {
    throw new PaymentProblem(TEXT.paymentNotCompleted, false);
  }

  // The client secret, which only this page holds, proves this browser made the purchase: only
  // then does a new account's session (and its temporary password) come back, once.
  const paymentIntentId =
    result.paymentIntent?.id ?? result.error?.payment_intent?.id ?? intent.data.payment_intent_id;
  const enrolled = await client
    .POST("/enroll", {
      body: {
        course_id: courseId,
        email,
        full_name: fullName,
        client_secret: intent.data.client_secret,
        ...(paymentIntentId ? { payment_intent_id: paymentIntentId } : {}),
      },
    })
    .catch(() => null);
  if (!enrolled?.data) {
    throw new PaymentProblem(errorMessage(enrolled?.error, TEXT.enrollmentFailed), false);
  }
  return enrolled.data;
}
