import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/schema.ts";
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
 * client's IP and its e-mail. Past the limit the intent is cancelled at the provider, so every
 * further confirmation of it is refused whatever card comes next.
 */
export async function noteDecline(
  deps: { db: Kysely<Database>; limits: PurchaseLimits; stripe: Stripe },
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const client = await deps.db
    .selectFrom("payment_clients")
    .select(["client_ip", "email"])
    .where("intent_id", "=", intent.id)
    .executeTakeFirst();
  const email = client?.email ?? intent.receipt_email ?? intent.metadata["email"] ?? null;
  const keys = declineKeys({ ip: client?.client_ip ?? null, email, intent: intent.id });
  await Promise.all(keys.map((key) => deps.limits.declines.hit(key)));
  if ((await deps.limits.declines.blockedFor(`intent:${intent.id}`)) === 0) return;
  if (intent.status === "succeeded" || intent.status === "canceled") return;
  try {
    await deps.stripe.paymentIntents.cancel(intent.id);
  } catch {
    // An invoice's intent cannot be cancelled on its own; the client's new intents and
    // subscriptions are refused all the same.
  }
}
