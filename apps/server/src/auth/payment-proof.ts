import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Payments } from "../payments/gateway.ts";
import { paymentOfSecret, type PaymentView } from "../payments/payment-view.ts";
import { setupIdOfSecret, setupOfSecret } from "../payments/setup-proof.ts";
import type { Clock } from "./clock.ts";

/**
 * How long after the payment succeeded its client secret still signs a brand-new account in.
 * The paying page calls at once; a secret found later (a browser's history, a log) is worth
 * nothing: the buyer signs in with the mailed password instead.
 */
export const PAYMENT_PROOF_WINDOW_MS = 30 * 60 * 1000;

/**
 * What the caller's client secret proves. A payment id, a receipt or an e-mail is printed and
 * mailed; the client secret of the intent (for a subscription, its first invoice's confirmation
 * secret, which is the same) is held only by the page that paid.
 * - `wrong`: not the secret of any intent (unknown, mistyped): nothing is proved.
 * - `unpaid`: the intent's secret, but its payment has not succeeded.
 * - `stale`: the paid intent's secret, presented too late to sign anyone in.
 * - `fresh`: the paid intent's secret within the window; `claim` spends it.
 */
export type PaymentProof =
  { verdict: "wrong" } | { verdict: "unpaid" | "stale" | "fresh"; intent: PaymentView };

/** Reads the payment from billing, which checks the secret against it in constant time. */
export async function checkPaymentProof(
  payments: Payments,
  clock: Clock,
  clientSecret: string,
): Promise<PaymentProof> {
  // A free trial's page saved a card instead of paying (issue 48): its SetupIntent proves it.
  const intent = setupIdOfSecret(clientSecret)
    ? await setupOfSecret(payments, clientSecret)
    : await paymentOfSecret(payments, clientSecret);
  if (!intent) return { verdict: "wrong" };
  if (intent.status !== "succeeded") return { verdict: "unpaid", intent };
  const paidAt = (intent.chargedAt ?? intent.created) * 1000;
  const fresh = clock().getTime() - paidAt <= PAYMENT_PROOF_WINDOW_MS;
  return { verdict: fresh ? "fresh" : "stale", intent };
}

/**
 * Spends the proof: true for exactly one of any number of concurrent calls with the same
 * intent, false for every later one (a replay, the second tab, a retry).
 */
export async function claimPaymentProof(db: Kysely<Database>, intentId: string): Promise<boolean> {
  const row = await db
    .insertInto("payment_proofs")
    .values({ intent_id: intentId })
    .onConflict((oc) => oc.column("intent_id").doNothing())
    .returning("intent_id")
    .executeTakeFirst();
  return row !== undefined;
}
