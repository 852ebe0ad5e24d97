import { randomInt } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { hashPassword } from "../auth/passwords.ts";
import { sealWithToken } from "../auth/opaque-tokens.ts";
import type { Database, User } from "../db/schema.ts";
import type { PaymentsTable } from "./tables.ts";
import { accountCreatedMail, receiptMail } from "../mail/templates.ts";
import { INCLUDED_IN_MENTORSHIP, MENTORSHIP_COURSE_ID } from "../seed/catalogue.ts";
import type { Services } from "../services.ts";
import { findUserByEmail } from "../users/users.ts";
import { receiptNumber } from "../receipts/receipt-numbers.ts";
import { formatUsd } from "./prices.ts";

export type PaymentRow = Selectable<PaymentsTable>;

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

/** Enrols in a course; All In One + Mentorship also gives courses 1 and 2 (three course keys). */
export async function enrolInCourse(
  services: Services,
  userId: number,
  courseId: number,
): Promise<void> {
  const ids =
    courseId === MENTORSHIP_COURSE_ID ? [courseId, ...INCLUDED_IN_MENTORSHIP] : [courseId];
  await services.db
    .insertInto("enrollments")
    .values(ids.map((course_id) => ({ user_id: userId, course_id })))
    .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
    .execute();
  services.learnerCourses.forget(userId);
}

/**
 * The buyer's account: found by e-mail, or created with a temporary password that is mailed.
 * The insert decides who creates it, so a webhook and the browser's /enroll racing each other
 * create one account and send one password.
 */
export async function ensureAccount(
  services: Services,
  buyer: { email: string; fullName: string },
  onCreated?: (trx: Kysely<Database>, tempPassword: string) => Promise<void>,
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
    if (user && onCreated) await onCreated(trx, tempPassword);
    return user;
  });
  if (!created) {
    const user = await findUserByEmail(services.db, buyer.email);
    if (!user) throw new Error("account vanished while being created");
    return { user, created: false, tempPassword: null };
  }
  if (mailPassword)
    await services.mailer.send(
      accountCreatedMail(created.email, created.full_name, tempPassword, services.config.publicUrl),
    );
  return { user: created, created: true, tempPassword };
}

/**
 * Gives the buyer what they paid for, exactly once per payment: the account (created when new),
 * the enrolment, and the receipt. `sealKey` (the intent's client secret) seals the temporary
 * password in the payment row, so the buyer's own /enroll can show it even when the webhook
 * created the account first.
 */
export async function fulfilPayment(
  services: Services,
  payment: PaymentRow,
  sealKey?: string,
): Promise<User> {
  const { db } = services;
  if (payment.course_id === null) throw new Error(`payment ${payment.id} has no course`);
  const { user } = await ensureAccount(
    services,
    { email: payment.buyer_email, fullName: payment.buyer_name },
    async (trx, tempPassword) => {
      await trx
        .updateTable("payments")
        .set({
          account_created: true,
          temp_password_sealed: sealKey ? sealWithToken(sealKey, tempPassword) : null,
        })
        .where("id", "=", payment.id)
        .execute();
    },
  );
  await enrolInCourse(services, user.id, payment.course_id);
  const first = await db
    .updateTable("payments")
    .set({ fulfilled_at: new Date(), user_id: user.id, updated_at: new Date() })
    .where("id", "=", payment.id)
    .where("fulfilled_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (first) await sendReceipt(services, first);
  return user;
}

async function sendReceipt(services: Services, payment: PaymentRow): Promise<void> {
  const course =
    payment.course_id === null
      ? undefined
      : await services.db
          .selectFrom("courses")
          .select("name")
          .where("id", "=", payment.course_id)
          .executeTakeFirst();
  const paidWith =
    payment.method === "manual"
      ? "Payment recorded by the Academy team"
      : `Card ending in ${payment.card_last4 ?? "****"}`;
  await services.mailer.send(
    receiptMail(payment.buyer_email, {
      fullName: payment.buyer_name,
      product: course?.name ?? payment.product,
      amount: formatUsd(payment.amount_cents),
      date: new Date().toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
      paidWith,
      reference: await receiptNumber(services.db, { payment: payment.id }),
    }),
  );
  await services.db
    .updateTable("payments")
    .set({ receipt_sent_at: new Date() })
    .where("id", "=", payment.id)
    .execute();
}
