import { Readable } from "node:stream";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { EventDelivery } from "../stripe-standin/events.ts";

export const WEBHOOK_OPERATION = "stripeWebhook";
const WEBHOOK_URL = "/api/payments/webhook";
/** Stripe's events are small; anything larger is not one of them. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Keeps the webhook's body bytes as received (the signature covers them, and re-serialising the
 * parsed JSON would not reproduce them), then hands the same bytes to the JSON parser, so the
 * contract's validation still applies. Scoped to the one route.
 */
export function captureRawBody(route: RouteOptions): void {
  const existing = route.preParsing;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route.preParsing = [
    ...hooks,
    async (request, _reply, payload) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += buffer.length;
        if (size > MAX_WEBHOOK_BYTES) break;
        chunks.push(buffer);
      }
      request.rawBody = Buffer.concat(chunks);
      const copy = Readable.from([request.rawBody]) as Readable & {
        receivedEncodedLength?: number;
      };
      copy.receivedEncodedLength = request.rawBody.length;
      return copy;
    },
  ];
}

/** The stand-in's delivery: a signed POST to this app's own webhook route. */
export function deliverToOwnWebhook(app: FastifyInstance): EventDelivery {
  return async (payload, signatureHeader) => {
    const response = await app.inject({
      method: "POST",
      url: WEBHOOK_URL,
      headers: { "content-type": "application/json", "stripe-signature": signatureHeader },
      payload,
    });
    return response.statusCode;
  };
}
