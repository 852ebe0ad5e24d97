import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PaymentFailed } from "../payments/events.ts";
import type { Payments } from "../payments/gateway.ts";
import { cancelPayment } from "../payments/payment-view.ts";
import type { PaymentWatcher } from "../payments/products.ts";
import type { CardGate, CardGateIntent } from "../stripe-standin/context.ts";
import { declineKeys, type PurchaseLimits } from "./purchase-limits.ts";

/** Remembers who asked for the intent, so its declines count against that client. */
export async function rememberPaymentClient(
  db: Kysely<Database>,
  intentId: string,
  client: { ip: string; email: string },
): Promise<void> {
  await db
    .insertInto("payment_clients")
    .values({ intent_id: intentId, client_ip: client.ip, email: client.email.trim().toLowerCase() })
    .onConflict((oc) => oc.column("intent_id").doNothing())
    .execute();
}

/**
 * A declined payment (`payment_intent.payment_failed`, learnt from the webhook because with
 * Stripe the browser confirms with Stripe directly): one more decline for the intent, its
 * client's IP and its e-mail, unless the card gate below counted it before the confirmation.
 * Past the limit the intent is cancelled at the provider, so every further confirmation of it
 * is refused whatever card comes next.
 */
export function declineWatcher(deps: {
  db: Kysely<Database>;
  limits: PurchaseLimits;
  /** Billing: it cancels the payment, and says whether its card gate counted the decline. */
  payments: Payments;
}): PaymentWatcher {
  return { paymentFailed: (failed) => noteDecline(deps, failed) };
}

async function noteDecline(
  deps: { db: Kysely<Database>; limits: PurchaseLimits; payments: Payments },
  failed: PaymentFailed,
): Promise<void> {
  const intent = { id: failed.paymentId, receipt_email: failed.receiptEmail, ...failed };
  // Where the confirmation passed the card gate (below), it was counted there already.
  if (!deps.payments.cardGated) {
    const keys = await keysOfIntent(deps.db, intent);
    await Promise.all(keys.map((key) => deps.limits.declines.hit(key)));
  }
  if ((await deps.limits.declines.blockedFor(`intent:${intent.id}`)) === 0) return;
  if (intent.status === "succeeded" || intent.status === "canceled") return;
  try {
    await cancelPayment(deps.payments, intent.id);
  } catch {
    // An invoice's intent cannot be cancelled on its own; the client's new intents and
    // subscriptions are refused all the same.
  }
}

/** The declines keys of an intent: the client that asked for it, its e-mail, the intent. */
async function keysOfIntent(db: Kysely<Database>, intent: CardGateIntent): Promise<string[]> {
  const client = await db
    .selectFrom("payment_clients")
    .select(["client_ip", "email"])
    .where("intent_id", "=", intent.id)
    .executeTakeFirst();
  const email = client?.email ?? intent.receipt_email ?? intent.metadata["email"] ?? null;
  return declineKeys({ ip: client?.client_ip ?? null, email, intent: intent.id });
}

/**
 * The card gate (the stand-in's Radar, stripe-standin/radar.ts): before each confirmation
 * the browser sends, one card answer is taken from the declines counters of the intent, its
 * client's IP and its e-mail, each an atomic increment (one upsert in the database store), so
 * concurrent confirmations each get a different count: past DECLINE_RULE's limit on any of them
 * the confirmation is refused unexamined. A card that is accepted gives its answer back, so
 * only declines count, as when they were learnt from the webhook.
 */
export function createCardAnswerGate(deps: {
  db: Kysely<Database>;
  limits: PurchaseLimits;
}): CardGate {
  const { declines } = deps.limits;
  return {
    async reserve(intent) {
      const keys = await keysOfIntent(deps.db, intent);
      const waits = await Promise.all(keys.map((key) => declines.consume(key)));
      return waits.every((wait) => wait === 0);
    },
    async release(intent) {
      const keys = await keysOfIntent(deps.db, intent);
      await Promise.all(keys.map((key) => declines.refund(key)));
    },
  };
}
