import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { CLOCK_STANDIN_ONLY } from "../http/messages.ts";

/** How far one clock call may move the stand-in: a little over two years. */
const MAX_ADVANCE_SECONDS = 800 * 86_400;

/**
 * Development-only payment routes (never in production): the recorded purchase attempts, so an
 * end-to-end test can count charges, and the offline stand-in's clock (renewals, retries).
 */
export function registerPaymentDevRoutes(dev: FastifyInstance, services: Services): void {
  dev.get<{ Querystring: { email?: string } }>(
    "/payments",
    {
      schema: {
        querystring: { type: "object", properties: { email: { type: "string", maxLength: 254 } } },
      },
    },
    async (request) => {
      let query = services.db
        .selectFrom("payments")
        .select([
          "id",
          "product",
          "course_id",
          "method",
          "buyer_email",
          "buyer_name",
          "user_id",
          "amount_cents",
          "currency",
          "status",
          "provider_intent_id",
          "card_last4",
          "failure_message",
          "recorded_by",
          "fulfilled_at",
          "receipt_sent_at",
          "created_at",
        ])
        .orderBy("id", "desc")
        .limit(100);
      if (request.query.email)
        query = query.where("buyer_email", "=", request.query.email.trim().toLowerCase());
      const payments = await query.execute();
      const standin = services.payments.standin;
      // Charges as the provider recorded them (the stand-in only): what a double click must not double.
      const charges = standin
        ? await services.db
            .selectFrom("stripe_standin_objects")
            .select(["id", "data"])
            .where("object", "=", "charge")
            .orderBy("created_at", "desc")
            .limit(100)
            .execute()
        : [];
      return {
        payments,
        charges: charges.map((c) => ({
          id: c.id,
          payment_intent: c.data["payment_intent"],
          amount: c.data["amount"],
          status: c.data["status"],
        })),
      };
    },
  );

  dev.post<{ Body: { seconds: number } }>(
    "/payments/clock",
    {
      schema: {
        body: {
          type: "object",
          required: ["seconds"],
          properties: { seconds: { type: "integer", minimum: 1, maximum: MAX_ADVANCE_SECONDS } },
        },
      },
    },
    async (request) => {
      const standin = services.payments.standin;
      if (!standin) throw new HttpError(404, CLOCK_STANDIN_ONLY);
      await standin.advanceClock(request.body.seconds);
      return { advanced_seconds: request.body.seconds };
    },
  );
}
