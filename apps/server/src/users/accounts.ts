import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/passwords.ts";
import type { Database, User } from "../db/schema.ts";
import { accountCreatedMail } from "../mail/templates.ts";
import type { Services } from "../services.ts";
import { findUserByEmail } from "./users.ts";

const ALPHABETS = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnpqrstuvwxyz", "23456789", "!@#$%&*?"];

/** A 14-character temporary password with every character class (strong on the spec's meter). */
export function newTempPassword(): string {
  const all = ALPHABETS.join("");
  const chars = ALPHABETS.map((set) => set[randomInt(set.length)] ?? "");
  while (chars.length < 14) chars.push(all[randomInt(all.length)] ?? "");
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
  }
  return chars.join("");
}

/**
 * The buyer's account: found by e-mail, or created with a temporary password that is mailed.
 * The insert decides who creates it, so a webhook and the browser's /enroll racing each other
 * create one account and send one password.
 */
export async function ensureAccount(
  services: Services,
  buyer: { email: string; fullName: string },
  onCreated?: (trx: Kysely<Database>, tempPassword: string, user: User) => Promise<void>,
  /** false when the caller sends its own mail with the password (the Discord welcome mail). */
  mailPassword = true,
): Promise<{ user: User; created: boolean; tempPassword: string | null }> {
  const existing = await findUserByEmail(services.db, buyer.email);
  if (existing) return { user: existing, created: false, tempPassword: null };
  const tempPassword = newTempPassword();
  const passwordHash = await hashPassword(tempPassword);
  const created = await services.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({ email: buyer.email, full_name: buyer.fullName, password_hash: passwordHash })
      .onConflict((oc) => oc.column("email").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!user) return undefined;
    if (onCreated) await onCreated(trx, tempPassword, user);
    // The password's mail commits with the account: a crash cannot leave an account whose
    // only copy of its password was never sent.
    const mailId = mailPassword
      ? await services.mailer.record(
          trx,
          accountCreatedMail(user.email, user.full_name, tempPassword, services.config.publicUrl),
        )
      : null;
    return { user, mailId };
  });
  if (!created) {
    const user = await findUserByEmail(services.db, buyer.email);
    if (!user) throw new Error("account vanished while being created");
    return { user, created: false, tempPassword: null };
  }
  if (created.mailId !== null) await services.mailer.deliver(created.mailId);
  return { user: created.user, created: true, tempPassword };
}

/**
 * What a purchase's answer says in place of the temporary password (EnrollResponse.temp_password):
 * where it was sent, the address masked. The password itself is only e-mailed, so that signing
 * in with it proves the e-mail (issue 45); the page that paid proves only who paid.
 */
export function passwordSentNotice(email: string): string {
  const at = email.lastIndexOf("@");
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : "";
  return `Sent to ${local.slice(0, 1)}•••${domain}`;
}
