import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** The stand-in's one account, stored with its objects (a restart keeps its fingerprints). */
const ACCOUNT_ID = "acct_standin";

/**
 * The account's secret for card fingerprints, made once per stand-in database. Stripe's
 * `card.fingerprint` is the same for one card number within an account and differs between
 * accounts; a keyed hash does the same without the number being derivable from it (an unkeyed
 * hash of a 16-digit number is reversed by trying them).
 */
export async function loadFingerprintKey(db: Kysely<Database>): Promise<string> {
  const made = {
    id: ACCOUNT_ID,
    object: "account",
    _standin: { fingerprint_key: randomBytes(32).toString("hex") },
  };
  // Inserted only once, also by two instances starting together; every one reads the winner.
  await db
    .insertInto("stripe_standin_objects")
    .values({ id: ACCOUNT_ID, object: "account", data: JSON.stringify(made) })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db
    .selectFrom("stripe_standin_objects")
    .select("data")
    .where("id", "=", ACCOUNT_ID)
    .executeTakeFirstOrThrow();
  const data = row.data as { _standin?: { fingerprint_key?: unknown } };
  const key = data._standin?.fingerprint_key;
  if (typeof key !== "string") throw new Error("stand-in account has no fingerprint key");
  return key;
}

/** Stripe's fingerprint shape: 16 letters and digits, one per card number within the account. */
export function cardFingerprint(key: string, number: string): string {
  const digest = createHmac("sha256", key).update(number).digest("base64");
  return digest.replace(/[^A-Za-z0-9]/g, "").slice(0, 16);
}
