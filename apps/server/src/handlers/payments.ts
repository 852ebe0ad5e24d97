import { HttpError } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import { cleanBuyer, courseOnSale, createCourseIntent } from "../courses/course-purchase.ts";
import { enrollAfterPayment, enrollForTest } from "../courses/enrolment.ts";
import { recordManualPayment } from "../courses/manual.ts";
import { createCourseCheckout } from "../courses/checkout.ts";
import { receiveWebhook } from "../payments/webhook.ts";
import type { Services } from "../services.ts";
import { MESSAGES } from "../http/messages.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The request body's bytes as received (the Stripe webhook's signature covers them). */
    rawBody?: Buffer;
  }
}

export function paymentHandlers(services: Services): HandlerMap {
  const { config, payments } = services;
  return {
    async getPaymentsConfig() {
      return {
        publishable_key: payments.publishableKey,
        stripe_js_url: payments.stripeJsUrl,
        test_mode: config.payments.testMode,
        sales: { ...config.payments.sales },
      };
    },

    async createPaymentIntent({ body }) {
      const buyer = cleanBuyer({ courseId: body.course_id, email: body.email, name: body.name });
      return createCourseIntent(services, buyer, body.attempt_id);
    },

    async enroll({ body, user }) {
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name,
      });
      return enrollAfterPayment(services, buyer, user, body.payment_intent_id);
    },

    async enrollTest({ body, user }) {
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name,
      });
      return enrollForTest(services, buyer, user);
    },

    async createCheckoutSession({ body }) {
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name ?? body.email,
      });
      await courseOnSale(services, buyer.courseId);
      return createCourseCheckout(services, buyer, {
        successUrl: body.success_url,
        cancelUrl: body.cancel_url,
      });
    },

    async recordManualPayment({ body, user, reply }) {
      if (!user) throw new HttpError(401, MESSAGES.notAuthenticated);
      reply.header("location", "/api/payments/manual");
      return recordManualPayment(services, body, user);
    },

    async stripeWebhook({ request }) {
      const signature = request.headers["stripe-signature"];
      await receiveWebhook(
        services,
        request.rawBody,
        typeof signature === "string" ? signature : undefined,
      );
      return { received: true as const };
    },
  };
}
