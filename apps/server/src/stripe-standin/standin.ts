import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { loadFingerprintKey } from "./account.ts";
import { checkoutPage } from "./checkout-page.ts";
import { finishInterruptedWrites } from "./crash-recovery.ts";
import type { CardGate, StandinContext } from "./context.ts";
import { EventOutbox, type EventDelivery } from "./events.ts";
import { stripeHttp, type StandinKeys } from "./http.ts";
import { registerStripeRoutes } from "./routes.ts";
import { ObjectStore, StandinClock, WriteQueue } from "./store.ts";
import { runBilling } from "./renewals.ts";
import { onSubscriptionInvoicePayment } from "./subscriptions.ts";

const STRIPE_JS_PARTS = [
  "./browser/card-format.js",
  "./browser/elements.js",
  "./browser/challenge.js",
  "./browser/client.js",
].map((part) => new URL(part, import.meta.url));
export const STANDIN_API_VERSION = "2026-10-28.endive";

export interface Standin {
  keys: StandinKeys & { webhookSecret: string };
  /** The loopback port the server's `stripe` SDK talks to. */
  port: number;
  /** The browser's side, mounted on the main server: Stripe.js stand-in and publishable-key calls. */
  browserPlugin: FastifyPluginAsync;
  setDelivery(deliver: EventDelivery): void;
  /** The server's counters, asked before a browser's confirmation examines a card (radar.ts). */
  setCardGate(gate: CardGate): void;
  /** Moves the stand-in's clock and runs what falls due (renewals, retries, cancellations). */
  advanceClock(seconds: number): Promise<void>;
  /** The stand-in's time (unix seconds), the clock subscriptions renew by. */
  now(): number;
  /** Waits until every event due now has been delivered (or had its attempt). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface StandinOptions {
  db: Kysely<Database>;
  log: Logger;
  /** Absolute URL of the browser mount (`…/api/stripe-standin`), for hosted checkout links. */
  browserBase: string;
  /** Fixed keys (the stand-in as a service, shared by instances); random per process otherwise. */
  keys?: StandinKeys & { webhookSecret: string };
  /** Where the SDK side listens: a loopback port chosen at start unless given. */
  listen?: { host: string; port: number };
  /** Also serve the browser side on this listener under this prefix (the stand-in as a service). */
  browserPrefix?: string;
}

/**
 * The offline Stripe: a Stripe-compatible HTTP API on a loopback port chosen at start, for the
 * server's own `stripe` SDK, and the same API mounted on the main server for the browser
 * (publishable key only), next to the Stripe.js stand-in. Keys are random per process.
 */
export async function startStandin(options: StandinOptions): Promise<Standin> {
  const { db, log, browserBase } = options;
  const keys = options.keys ?? {
    secretKey: `sk_test_standin_${randomBytes(16).toString("hex")}`,
    publishableKey: `pk_test_standin_${randomBytes(12).toString("hex")}`,
    webhookSecret: `whsec_standin_${randomBytes(16).toString("hex")}`,
  };
  const store = new ObjectStore(db);
  const clock = new StandinClock(db);
  await clock.load();
  const queue = new WriteQueue();
  const events = new EventOutbox(
    db,
    clock,
    keys.webhookSecret,
    STANDIN_API_VERSION,
    log,
    undefined,
  );
  const fingerprintKey = await loadFingerprintKey(db);
  const ctx: StandinContext = { store, clock, events, fingerprintKey, browserBase };
  ctx.onInvoicePayment = (invoiceId, intent, succeeded) =>
    onSubscriptionInvoicePayment(ctx, invoiceId, intent, succeeded);
  await queue.run(() => finishInterruptedWrites(ctx));

  const api =
    (allowSecretKey: boolean): FastifyPluginAsync =>
    async (scope) => {
      registerStripeRoutes(stripeHttp(scope, { db, store, queue, keys, allowSecretKey }), ctx);
    };

  const server: FastifyInstance = Fastify({ logger: false });
  await server.register(api(true));

  const script = (await Promise.all(STRIPE_JS_PARTS.map((part) => readFile(part, "utf8")))).join(
    "\n",
  );
  const browserPlugin: FastifyPluginAsync = async (scope) => {
    scope.get("/stripe.js", async (_request, reply) =>
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        // The file changes only with a deploy; revalidate rather than cache blindly.
        .header("cache-control", "no-cache")
        .header("x-content-type-options", "nosniff")
        .send(script),
    );
    await scope.register(api(false));
    await scope.register(checkoutPage(ctx, queue));
  };
  if (options.browserPrefix !== undefined)
    await server.register(browserPlugin, { prefix: options.browserPrefix });
  await server.listen(options.listen ?? { host: "127.0.0.1", port: 0 });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    keys,
    port,
    browserPlugin,
    setDelivery: (deliver) => events.setDelivery(deliver),
    setCardGate(gate) {
      ctx.cardGate = gate;
    },
    async advanceClock(seconds) {
      await queue.run(async () => {
        await clock.advance(seconds);
        await runBilling(ctx);
      });
      await events.settle();
    },
    settle: () => events.settle(),
    now: () => clock.now(),
    async close() {
      await events.stop();
      await server.close();
    },
  };
}
