import type { ApiClient, EnrollResponse } from "@academy/api";
import type { PaymentWords } from "../shared/payments/flow/PaymentError.ts";
import { payByCard } from "../shared/payments/flow/payByCard.ts";
import type { CardInHand } from "../shared/payments/flow/useCardPayment.ts";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";

/**
 * academy.md §8: "Enrolment shows the server detail, or ... Payment intent creation failed,
 * Payment not completed, Enrollment failed, Payment or enrollment failed"; a refused card in
 * the provider's own words (issue #14).
 */
export const COURSE_PAYMENT_WORDS: PaymentWords = {
  unavailable: TEXT.setupFailed,
  noCard: TEXT.setupFailed,
  details: TEXT.required,
  intent: TEXT.intentFailed,
  intentDetail: "always",
  card: TEXT.paymentNotCompleted,
  cardProvider: true,
  incomplete: TEXT.paymentNotCompleted,
  complete: TEXT.enrollmentFailed,
  completeDetail: true,
  unexpected: TEXT.paymentOrEnrollmentFailed,
};

export interface CoursePurchase {
  client: ApiClient;
  courseId: number;
  fullName: string;
  email: string;
  /** One per opening of the modal: the server's idempotency key derives from it. */
  attemptId: string;
  /** The applied promotion code (issue 48): the server charges its own discounted price. */
  promotionCode?: string;
  /** Issue 48: the first of the course's monthly payments instead of the full price. */
  paymentPlan?: boolean;
}

/**
 * The card purchase of academy.md §7: create-intent (the server sets the price), confirm, then
 * POST /enroll with the paid intent, which proves this browser made the purchase: only then
 * does a new account's session (and its temporary password) come back.
 */
export function payForCourse(hand: CardInHand, purchase: CoursePurchase): Promise<EnrollResponse> {
  const { client, courseId, fullName, email, attemptId, promotionCode, paymentPlan } = purchase;
  return payByCard({
    ...hand,
    billing: { name: fullName, email },
    words: COURSE_PAYMENT_WORDS,
    // A plan's first payment is confirmed and proved exactly as a one-off purchase is.
    createIntent: () =>
      paymentPlan
        ? client.POST("/payment-plans", {
            body: { course_id: courseId, name: fullName, email, attempt_id: attemptId },
          })
        : client.POST("/payments/create-intent", {
            body: {
              course_id: courseId,
              name: fullName,
              email,
              attempt_id: attemptId,
              ...(promotionCode ? { promotion_code: promotionCode } : {}),
            },
          }),
    complete: ({ paymentIntentId, clientSecret }) =>
      client.POST("/enroll", {
        body: {
          course_id: courseId,
          email,
          full_name: fullName,
          payment_intent_id: paymentIntentId,
          client_secret: clientSecret,
        },
      }),
  });
}
