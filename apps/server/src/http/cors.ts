import type { FastifyInstance, FastifyRequest } from "fastify";

/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = "600";
const METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";

/** The path without its query, so `/api/dev?x` is judged as `/api/dev`. */
const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "";
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Never callable from another origin, whatever the prefix: the development routes and the
 * test-mode enrolment (config.ts `devRoutes`) hand out mail, temporary passwords and free
 * access, so a page elsewhere must not read them through a visitor's browser on this machine.
 */
export const NO_CORS_PATHS = ["/dev", "/enroll/test"] as const;

const corsAllowed = (request: FastifyRequest, prefix: string) => {
  const path = pathOf(request);
  return under(path, prefix) && !NO_CORS_PATHS.some((own) => under(path, `${prefix}${own}`));
};

/**
 * Lets partner pages call the API (the payment and login embeds run in the partner's page,
 * on the partner's origin). Any origin may: the API authenticates with bearer tokens the
 * caller holds, never with cookies, so no browser sends a visitor's credentials on a
 * cross-origin call by itself and `*` (without Allow-Credentials) exposes nothing it would not
 * answer to a server. Preflights are answered here, before authentication and routing.
 */
export function registerApiCors(app: FastifyInstance, prefix: string): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.headers.origin || !corsAllowed(request, prefix)) return;
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
    if (request.headers.origin && corsAllowed(request, prefix)) {
      reply.header("access-control-allow-origin", "*");
    }
  });
}
