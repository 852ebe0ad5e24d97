import type { User } from "../db/schema.ts";
import { enrolInCourse, enrolmentSource } from "../learning/enrolments.ts";
import { alreadyOwnedRefundMail, receiptMail } from "../mail/templates.ts";
import { refundIntent, type PaymentRow } from "../payments/intents.ts";
import { formatUsd } from "../payments/prices.ts";
import { mailDate } from "../mail/dates.ts";
import { capturePaymentReceipt } from "../receipts/capture.ts";
import { redeemForPayment } from "../payments/redemptions.ts";
import type { Services } from "../services.ts";
import { ensureAccount } from "../users/accounts.ts";

/**
 * Gives the buyer what they paid for, exactly once per payment: the account (created when new,
 * its temporary password e-mailed and nowhere else: issue 45), the enrolment, and the receipt.
 */
export async function fulfilPayment(
  services: Services,
  payment: PaymentRow,
): Promise<{ user: User; outcome: "fulfilled" | "refunded" }> {
  const { db } = services;
  const courseId = payment.course_id;
  if (courseId === null) throw new Error(`payment ${payment.id} has no course`);
  // What was paid is recorded first, whatever happens next (a refund of a duplicate included).
  await capturePaymentReceipt(services, payment.id, "paid");
  const { user } = await ensureAccount(
    services,
    { email: payment.buyer_email, fullName: payment.buyer_name },
    async (trx) => {
      await trx
        .updateTable("payments")
        .set({ account_created: true })
        .where("id", "=", payment.id)
        .execute();
    },
  );
  if (payment.refunded_at !== null) return { user, outcome: "refunded" };
  await enrolInCourse(services, user.id, courseId, payment.id);
  if (payment.fulfilled_at === null && payment.method !== "manual") {
    // The enrolment decides which payment gives the course, whatever the order the calls
    // come in or a crash between them: a card payment that finds it given by anything else is
    // the buyer paying twice for what they own, and the money goes back.
    const source = await enrolmentSource(services, user.id, courseId);
    if (source && source.paymentId !== payment.id) {
      await refundAlreadyOwned(services, payment);
      return { user, outcome: "refunded" };
    }
  }
  // The promotion code's use is counted with the fulfilment, once (a replay finds it counted).
  await db.transaction().execute(async (trx) => {
    await redeemForPayment(trx, payment, new Date());
    await trx
      .updateTable("payments")
      .set({ fulfilled_at: new Date(), user_id: user.id, updated_at: new Date() })
      .where("id", "=", payment.id)
      .where("fulfilled_at", "is", null)
      .execute();
  });
  await sendReceipt(services, payment);
  return { user, outcome: "fulfilled" };
}

/**
 * Gives a duplicate purchase's money back (once: the refund's idempotency key is the intent's,
 * and a charge already refunded counts as done), then marks the payment and tells the buyer in
 * one transaction, so a crash repeats the refund call harmlessly and never the mail.
 */
async function refundAlreadyOwned(services: Services, payment: PaymentRow): Promise<void> {
  if (!payment.provider_intent_id) throw new Error(`payment ${payment.id} has no intent`);
  await refundIntent(services, payment.provider_intent_id, "course already owned");
  const course = await services.db
    .selectFrom("courses")
    .select("name")
    .where("id", "=", payment.course_id ?? 0)
    .executeTakeFirst();
  const mail = alreadyOwnedRefundMail(payment.buyer_email, {
    fullName: payment.buyer_name,
    product: course?.name ?? payment.product,
    amount: formatUsd(payment.amount_cents),
    siteUrl: services.config.publicUrl,
  });
  await services.mailer.sendOnce(async (trx) => {
    const marked = await trx
      .updateTable("payments")
      .set({ status: "refunded", refunded_at: new Date(), updated_at: new Date() })
      .where("id", "=", payment.id)
      .where("refunded_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    return marked !== undefined;
  }, mail);
}

/**
 * The payment's receipt, once: claiming it (receipt_sent_at) and recording the mail commit
 * together, so a crash at any moment leaves either both (sent) or neither (sent by the next
 * fulfilment or the start's recovery), never a lost or a second receipt.
 */
async function sendReceipt(services: Services, payment: PaymentRow): Promise<void> {
  // A replay (the webhook after /enroll, or the other way round) finds it sent: no more work.
  if (payment.receipt_sent_at !== null) return;
  await services.mailer.sendOnce(
    async (trx) => {
      const claimed = await trx
        .updateTable("payments")
        .set({ receipt_sent_at: new Date() })
        .where("id", "=", payment.id)
        .where("receipt_sent_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      return claimed !== undefined;
    },
    await receiptFor(services, payment),
  );
}

/** The mail reads the receipt frozen at payment time, as the history and the PDF do. */
async function receiptFor(services: Services, payment: PaymentRow) {
  const receipt = await capturePaymentReceipt(services, payment.id, "paid");
  if (!receipt) throw new Error(`payment ${payment.id} has no receipt`);
  const paidWith =
    receipt.paidBy === "manual"
      ? "Payment recorded by the Academy team"
      : `Card ending in ${receipt.card?.last4 ?? payment.card_last4 ?? "****"}`;
  return receiptMail(payment.buyer_email, {
    fullName: payment.buyer_name,
    product: receipt.description,
    amount: formatUsd(receipt.amountPaidCents),
    date: mailDate(receipt.paidAt),
    paidWith,
    reference: receipt.reference,
  });
}
