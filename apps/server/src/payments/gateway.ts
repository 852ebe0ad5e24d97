import Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { PaymentsConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { STANDIN_BROWSER_PATH, STANDIN_STRIPE_JS_PATH } from "../stripe-standin/paths.ts";
import { startStandin, type Standin } from "../stripe-standin/standin.ts";
import { createProductRegistry, type ProductRegistry } from "./products.ts";

/** The Stripe API version the server is written against (stripe@23.1.0). */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/**
 * The payments platform's one interface. There is one driver, the official `stripe` SDK: with
 * real keys it talks to Stripe, without them to the offline stand-in (same code, another host).
 */
export interface Payments {
  readonly mode: "stripe" | "standin";
  readonly publishableKey: string;
  /** Same-origin URL of the Stripe.js stand-in; null with real keys (the site loads Stripe.js). */
  readonly stripeJsUrl: string | null;
  /**
   * The SDK client: billing's own (src/payments/). Every other module asks billing's functions
   * and hears its events; eslint.config.js keeps them off this client.
   */
  readonly stripe: Stripe;
  /** The stand-in's controls (clock, event delivery); undefined with real Stripe. */
  readonly standin: Standin | undefined;
  /**
   * Whether each browser confirmation passes our card gate first (abuse/declines.ts): the
   * stand-in in this process, or the stand-in service (STRIPE_API_URL), which runs the same
   * gate on the shared database. With Stripe itself, Radar stands there and declines are
   * counted from the webhook only.
   */
  readonly cardGated: boolean;
  /** What each product does when its payment succeeds or its subscription changes. */
  readonly products: ProductRegistry;
  /** Verifies `Stripe-Signature` on the raw body; throws when it is wrong or stale. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  close(): Promise<void>;
}

export async function createPayments(
  config: PaymentsConfig,
  options: { db: Kysely<Database>; log: Logger; publicUrl: string },
): Promise<Payments> {
  const real = config.stripe;
  const standin = real
    ? undefined
    : await startStandin({
        db: options.db,
        log: options.log,
        browserBase: `${options.publicUrl}${STANDIN_BROWSER_PATH}`,
      });
  const secretKey = real?.secretKey ?? standin?.keys.secretKey ?? "";
  const webhookSecret = real?.webhookSecret ?? standin?.keys.webhookSecret ?? "";
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retries reuse the request's Idempotency-Key, so a retried charge is still one charge.
    maxNetworkRetries: 3,
    timeout: 20_000,
    appInfo: { name: "academy-server" },
    ...(standin ? { host: "127.0.0.1", port: standin.port, protocol: "http" as const } : {}),
    ...(real?.apiUrl ? sdkAddressOf(new URL(real.apiUrl)) : {}),
  });
  return {
    mode: standin ? "standin" : "stripe",
    products: createProductRegistry(),
    publishableKey: real?.publishableKey ?? standin?.keys.publishableKey ?? "",
    // The stand-in run as a service serves its Stripe.js at the same path (the load balancer
    // routes it there), so the site's origin stays the script's origin.
    stripeJsUrl: standin || real?.apiUrl ? STANDIN_STRIPE_JS_PATH : null,
    cardGated: standin !== undefined || real?.apiUrl !== undefined,
    stripe,
    standin,
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
    async close() {
      await standin?.close();
    },
  };
}

/** The SDK's host, port and protocol for a Stripe-compatible API at `url` (STRIPE_API_URL). */
function sdkAddressOf(url: URL) {
  const protocol = url.protocol === "https:" ? ("https" as const) : ("http" as const);
  const port = url.port ? Number(url.port) : protocol === "https" ? 443 : 80;
  return { host: url.hostname, port, protocol };
}
