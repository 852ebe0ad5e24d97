import type { FastifyInstance, FastifyRequest } from "fastify";

/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = "600";
const METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";

const underPrefix = (request: FastifyRequest, prefix: string) =>
  request.url === prefix || request.url.startsWith(`${prefix}/`);

/**
 * Lets partner pages call the API (the payment and login embeds run in the partner's page,
 * on the partner's origin). Any origin may: the API authenticates with bearer tokens the
 * caller holds, never with cookies, so no browser sends a visitor's credentials on a
 * cross-origin call by itself and `*` (without Allow-Credentials) exposes nothing it would not
 * answer to a server. Preflights are answered here, before authentication and routing.
 */
export function registerApiCors(app: FastifyInstance, prefix: string): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.headers.origin || !underPrefix(request, prefix)) return;
    const preflight =
      request.method === "OPTIONS" && request.headers["access-control-request-method"];
    if (!preflight) return;
    const requested = request.headers["access-control-request-headers"];
    return reply
      .code(204)
      .header("access-control-allow-origin", "*")
      .header("access-control-allow-methods", METHODS)
      .header("access-control-allow-headers", typeof requested === "string" ? requested : "")
      .header("access-control-max-age", PREFLIGHT_MAX_AGE)
      .send();
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.headers.origin && underPrefix(request, prefix)) {
      reply.header("access-control-allow-origin", "*");
    }
  });
}
