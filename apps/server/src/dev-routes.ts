import type { FastifyPluginAsync } from "fastify";
import { FORM_RULES } from "./handlers/forms.ts";
import { registerCalculatorDevRoutes } from "./calculator/dev-routes.ts";
import { registerPaymentDevRoutes } from "./payments/dev-routes.ts";
import { notFound } from "./http/errors.ts";
import { fromThisMachine } from "./http/loopback.ts";
import type { Services } from "./services.ts";

/** How many rows a listing answers with: enough for any journey, small enough to read. */
const LISTING_LIMIT = 100;

/**
 * Development-only routes, outside the contract, never registered in production and answered
 * only to callers on this machine (anyone else gets 404): the mail
 * outbox, so that reset links and welcome mails can be followed without an SMTP server, and
 * the stored form submissions, so that a journey can see what the form service kept.
 */
export function registerDevRoutes(services: Services): FastifyPluginAsync {
  return async (dev) => {
    // Outside production these still hand out temporary passwords, reset links and free access:
    // only to a caller on this machine (the socket's address), as if they were not there.
    dev.addHook("onRequest", async (request) => {
      if (!fromThisMachine(request)) throw notFound();
    });
    dev.get<{ Querystring: { to?: string } }>(
      "/outbox",
      {
        schema: {
          querystring: { type: "object", properties: { to: { type: "string" } } },
        },
      },
      async (request) => {
        let query = services.db
          .selectFrom("mail_outbox")
          .select([
            "id",
            "to_address as to",
            "subject",
            "text_body as text",
            "created_at",
            "sent_at",
            "error",
          ])
          .orderBy("id", "desc")
          .limit(LISTING_LIMIT);
        if (request.query.to)
          query = query.where("to_address", "=", request.query.to.trim().toLowerCase());
        return { messages: await query.execute() };
      },
    );

    dev.get<{ Querystring: { form?: keyof typeof FORM_RULES } }>(
      "/form-submissions",
      {
        schema: {
          querystring: {
            type: "object",
            // Only the forms the service stores, so a typo is refused, not answered with an empty list.
            properties: { form: { type: "string", enum: Object.keys(FORM_RULES) } },
          },
        },
      },
      async (request) => {
        let query = services.db
          .selectFrom("form_submissions")
          .select(["id", "kind as form", "payload as fields", "created_at"])
          .orderBy("id", "desc")
          .limit(LISTING_LIMIT);
        if (request.query.form) query = query.where("kind", "=", request.query.form);
        return { submissions: await query.execute() };
      },
    );

    registerPaymentDevRoutes(dev, services);
    registerCalculatorDevRoutes(dev, services);
  };
}
