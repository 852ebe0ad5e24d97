import type { FastifyPluginAsync } from "fastify";
import type { Services } from "./services.ts";

/**
 * Development-only routes, outside the contract and never registered in production: the mail
 * outbox, so that reset links and welcome mails can be followed without an SMTP server.
 */
export function registerDevRoutes(services: Services): FastifyPluginAsync {
  return async (dev) => {
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
          .limit(100);
        if (request.query.to)
          query = query.where("to_address", "=", request.query.to.trim().toLowerCase());
        return { messages: await query.execute() };
      },
    );
  };
}
