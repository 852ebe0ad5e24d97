import { sealWithToken } from "../auth/opaque-tokens.ts";
import type { User } from "../db/schema.ts";
import { enrolInCourse } from "../learning/enrolments.ts";
import { receiptMail } from "../mail/templates.ts";
import type { PaymentRow } from "../payments/intents.ts";
import { formatUsd } from "../payments/prices.ts";
import { receiptNumber } from "../receipts/receipt-numbers.ts";
import type { Services } from "../services.ts";
import { ensureAccount } from "../users/accounts.ts";

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
  await db
    .updateTable("payments")
    .set({ fulfilled_at: new Date(), user_id: user.id, updated_at: new Date() })
    .where("id", "=", payment.id)
    .where("fulfilled_at", "is", null)
    .execute();
  await sendReceipt(services, payment);
  return user;
}

/**
 * The payment's receipt, once: claiming it (receipt_sent_at) and recording the mail commit
 * together, so a crash at any moment leaves either both (sent) or neither (sent by the next
 * fulfilment or the start's recovery), never a lost or a second receipt.
 */
async function sendReceipt(services: Services, payment: PaymentRow): Promise<void> {
  const mail = await receiptFor(services, payment);
  const mailId = await services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("payments")
      .set({ receipt_sent_at: new Date() })
      .where("id", "=", payment.id)
      .where("receipt_sent_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    return claimed ? services.mailer.record(trx, mail) : null;
  });
  if (mailId !== null) await services.mailer.deliver(mailId);
}

async function receiptFor(services: Services, payment: PaymentRow) {
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
  return receiptMail(payment.buyer_email, {
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
  });
}
