import { randomBytes } from "node:crypto";

/** Stripe-looking ids: a prefix and 24 random characters (`pi_3Q…`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x").slice(0, 24)}`;
}

/** A client secret as Stripe builds them: the object's id, `_secret_`, random characters. */
export function newClientSecret(id: string): string {
  return `${id}_secret_${randomBytes(18).toString("base64url").replace(/[-_]/g, "y").slice(0, 24)}`;
}
