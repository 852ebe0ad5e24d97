import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { CARD_IDENTITY } from "./trial-card.ts";
import type { TrialRefusalReason } from "./trial-tables.ts";

/** Why a trial lost: only card keys were another trial's (a new e-mail, the same card), or not. */
export const refusalReason = (conflicting: readonly string[]): TrialRefusalReason =>
  conflicting.length > 0 && conflicting.every((key) => key.startsWith(CARD_IDENTITY))
    ? "card"
    : "person";

/** Stored before the trial is ended, so a crash between leaves the decision to finish. */
export async function recordTrialRefusal(
  db: Kysely<Database>,
  refusal: { subscriptionId: string; product: string; reason: TrialRefusalReason },
): Promise<void> {
  await db
    .insertInto("trial_refusals")
    .values({
      subscription_id: refusal.subscriptionId,
      product: refusal.product,
      reason: refusal.reason,
    })
    .onConflict((oc) => oc.column("subscription_id").doNothing())
    .execute();
}

/**
 * Whether billing ended this subscription as a second free trial, and why (the subscribe calls
 * answer it: nothing was charged, today's price instead); null when it did not.
 */
export async function trialRefusalOf(
  db: Kysely<Database>,
  subscriptionId: string,
): Promise<TrialRefusalReason | null> {
  const row = await db
    .selectFrom("trial_refusals")
    .select("reason")
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirst();
  return row?.reason ?? null;
}
