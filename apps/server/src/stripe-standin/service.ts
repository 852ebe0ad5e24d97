import pino from "pino";
import { createCardAnswerGate } from "../abuse/declines.ts";
import { createPurchaseLimits } from "../abuse/purchase-limits.ts";
import { createDatabaseRateLimitStore } from "../auth/database-rate-limit-store.ts";
import { connectDatabase } from "../db/connect.ts";
import { prepareDatabase } from "../database.ts";
import { STANDIN_BROWSER_PATH } from "./paths.ts";
import { startStandin } from "./standin.ts";

/**
 * The Stripe stand-in as a process of its own, shared by several server instances as Stripe
 * is (`pnpm --filter @academy/server standin`). Its state lives in the same PostgreSQL as the
 * servers'; its keys come from the same variables the servers read (STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, with STRIPE_API_URL pointing the servers here);
 * events are POSTed to STANDIN_WEBHOOK_URL (the load balancer's webhook route), signed as Stripe
 * signs them. The browser's side (Stripe.js stand-in, publishable-key calls, hosted checkout)
 * is served under /api/stripe-standin, for the load balancer to route there.
 */
const required = [
  "DATABASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STANDIN_WEBHOOK_URL",
  "PUBLIC_URL",
] as const;
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`The Stripe stand-in service needs ${missing.join(", ")}`);
  process.exit(1);
}
const env = process.env as Record<(typeof required)[number], string>;
const port = Number(process.env.STANDIN_PORT ?? "4242");
const host = process.env.STANDIN_HOST ?? "127.0.0.1";
const webhookUrl = env.STANDIN_WEBHOOK_URL;
const log = pino({ level: process.env.LOG_LEVEL ?? "info" });

const database = await connectDatabase({ databaseUrl: env.DATABASE_URL });
// The stand-in's tables come with the server's migrations (taken in turn with the servers).
await prepareDatabase(database, { demoAccounts: false, demoMedia: false });
const standin = await startStandin({
  db: database.db,
  log,
  browserBase: `${env.PUBLIC_URL}${STANDIN_BROWSER_PATH}`,
  keys: {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  },
  listen: { host, port },
  browserPrefix: STANDIN_BROWSER_PATH,
});
// The card gate on the declines counters every server instance shares (their
// RATE_LIMIT_STORE=database): a confirmation past the limit is refused before its card is seen.
standin.setCardGate(
  createCardAnswerGate({
    db: database.db,
    limits: createPurchaseLimits(createDatabaseRateLimitStore(database.db), () => new Date()),
  }),
);
standin.setDelivery(async (payload, signatureHeader) => {
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signatureHeader },
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
});
console.log(
  `Stripe stand-in listening at http://${host}:${standin.port}/ (webhooks to ${webhookUrl})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void standin
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
