import { rememberPaymentClient } from "../abuse/declines.ts";
import { limitPurchase, refuseAfterDeclines } from "../abuse/purchase-limits.ts";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors.ts";
import { fromThisMachine } from "../http/loopback.ts";
import { acceptableSignatureHeader } from "../http/webhook-timestamp.ts";
import type { HandlerMap } from "../http/types.ts";
import {
  cleanBuyer,
  courseOnSale,
  createCourseIntent,
  refuseOwnedCourse,
} from "../courses/course-purchase.ts";
import { enrollAfterPayment, enrollForTest } from "../courses/enrolment.ts";
import { recordManualPayment } from "../courses/manual.ts";
import { createCourseCheckout } from "../courses/checkout.ts";
import { receiveWebhook } from "../payments/webhook.ts";
import type { Services } from "../services.ts";
import {
  CHECKOUT_URL_ELSEWHERE,
  INVALID_SIGNATURE,
  MESSAGES,
  TEST_ENROLMENT_LOCAL_ONLY,
} from "../http/messages.ts";

/** The URL is on the site's own origin (scheme, host and port), the one e-mailed links use. */
function sameOrigin(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

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

    async createPaymentIntent({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "course-intent", client);
      await refuseAfterDeclines(services.limits.purchase, client);
      const buyer = cleanBuyer({ courseId: body.course_id, email: body.email, name: body.name });
      const intent = await createCourseIntent(
        services,
        buyer,
        body.attempt_id,
        user,
        body.promotion_code,
      );
      await rememberPaymentClient(services.db, intent.payment_intent_id, client);
      return intent;
    },

    async enroll({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "enroll", client);
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name,
      });
      return enrollAfterPayment(services, buyer, user, {
        clientSecret: body.client_secret,
        ...(body.payment_intent_id === undefined
          ? {}
          : { paymentIntentId: body.payment_intent_id }),
      });
    },

    async enrollTest({ body, user, request }) {
      // Enrols anyone in anything without paying: absent unless DEV_ROUTES=true turned the
      // development routes on, and then only for a caller on this machine.
      if (!config.devRoutes) throw notFound();
      if (!fromThisMachine(request)) throw forbidden(TEST_ENROLMENT_LOCAL_ONLY);
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name,
      });
      return enrollForTest(services, buyer, user);
    },

    async createCheckoutSession({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "checkout-session", client);
      await refuseAfterDeclines(services.limits.purchase, client);
      const buyer = cleanBuyer({
        courseId: body.course_id,
        email: body.email,
        name: body.full_name ?? body.email,
      });
      // After paying, the provider sends the browser to these: only to our own pages, never to
      // another site dressed up with our checkout (an open redirect).
      for (const url of [body.success_url, body.cancel_url])
        if (!sameOrigin(url, config.publicUrl)) throw badRequest(CHECKOUT_URL_ELSEWHERE);
      await courseOnSale(services, buyer.courseId);
      await refuseOwnedCourse(services, buyer, user);
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
      // A malformed or future-dated header never reaches the SDK (http/webhook-timestamp.ts).
      if (typeof signature === "string" && !acceptableSignatureHeader(signature, Date.now()))
        throw badRequest(INVALID_SIGNATURE);
      await receiveWebhook(
        services,
        request.rawBody,
        typeof signature === "string" ? signature : undefined,
      );
      return { received: true as const };
    },
  };
}
