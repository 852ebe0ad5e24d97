import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Payments } from "./gateway.ts";

/** The claim key prefix of a card: the provider's fingerprint, one per card number. */
export const CARD_IDENTITY = "card:";

/**
 * The card key of a trial's claim (issue 48): `card:<fingerprint>` of the card the trial saved,
 * so the same card under a new e-mail (a new customer) has no second trial. The key its claim
 * holds already stays its key (a card changed during the trial claims nothing more); otherwise
 * the subscription's default card, which the saved set-up made it. Null without a saved card
 * or a fingerprint (the provider gives none for some payment methods).
 */
export async function trialCardIdentity(
  db: Kysely<Database>,
  payments: Payments,
  product: string,
  subscription: Stripe.Subscription,
): Promise<string | null> {
  const held = await db
    .selectFrom("trial_claims")
    .select("identity")
    .where("product", "=", product)
    .where("subscription_id", "=", subscription.id)
    .where("identity", "like", `${CARD_IDENTITY}%`)
    .executeTakeFirst();
  if (held) return held.identity;
  const method = subscription.default_payment_method;
  if (!method) return null;
  const card =
    typeof method === "string"
      ? (await payments.stripe.paymentMethods.retrieve(method)).card
      : method.card;
  return card?.fingerprint ? `${CARD_IDENTITY}${card.fingerprint}` : null;
}
