import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Services } from "../services.ts";
import { METRICS_UNAUTHORIZED } from "../http/messages.ts";

export const METRICS_PATH = "/api/metrics";
const WEBHOOK_PATH = "/api/payments/webhook";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The route's pattern (`/api/courses/:id`), never the raw URL: labels stay few. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? "unmatched";

/**
 * Prometheus metrics at METRICS_PATH, only with a token (ops-config.ts): request rate and
 * latency per route, webhook lag and failures, payment outcomes, the Discord role queue and the
 * database pool. The database figures are read when scraped, so they cover every instance.
 */
export function registerMetrics(app: FastifyInstance, services: Services, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Answered requests by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to answer by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhookLag = new Histogram({
    name: "payments_webhook_lag_seconds",
    help: "From an event's creation at the provider to its handling here.",
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: "payments_webhook_failures_total",
    help: "Webhook deliveries answered with an error (the provider retries them).",
    registers: [registry],
  });
  new Gauge({
    name: "payments_by_status",
    help: "Purchase attempts by provider status (succeeded, requires_payment_method...), all instances.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await services.db
        .selectFrom("payments")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: "discord_role_queue_depth",
    help: "Role grants and removals waiting to be delivered or retried.",
    registers: [registry],
    async collect() {
      const row = await services.db
        .selectFrom("discord_role_actions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      this.set(Number(row?.count ?? 0));
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "This instance's database pool: connections in use, idle, and callers waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = services.database.poolUse?.();
      if (!use) return;
      this.set({ state: "in_use" }, use.total - use.idle);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = routeOf(request);
    if (route === METRICS_PATH) return;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (route !== WEBHOOK_PATH) return;
    if (reply.statusCode >= 400) webhookFailures.inc();
    const created = (request.body as { created?: unknown } | undefined)?.created;
    if (typeof created === "number") webhookLag.observe(Math.max(0, Date.now() / 1000 - created));
  });

  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(given, expected))
      return reply
        .code(401)
        .header("www-authenticate", "Bearer")
        .send({ detail: METRICS_UNAUTHORIZED });
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  });
}
