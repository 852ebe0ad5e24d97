import { mailDate } from "../mail/dates.ts";
import { receiptMail } from "../mail/templates.ts";
import { invoiceReceiptKey } from "../payments/notice-keys.ts";
import { formatUsd } from "../payments/prices.ts";
import { captureInvoiceReceipt } from "../receipts/capture.ts";
import type { Services } from "../services.ts";
import type { PlanRow } from "./tables.ts";

/** "All In One + Mentorship (Payment 2 of 4)": what each receipt of a plan says it paid. */
export function instalmentProduct(courseName: string, number: number, of: number): string {
  return `${courseName} (Payment ${number} of ${of})`;
}

/**
 * One receipt mail per paid instalment, from the receipt frozen from its invoice: claiming
 * `mailed_at` and recording the mail commit together, so a replay or a crash never sends a
 * second one and never loses one (the next sync of the plan sends it).
 */
export async function mailInstalmentReceipts(services: Services, plan: PlanRow): Promise<void> {
  const unmailed = await services.db
    .selectFrom("course_plan_instalments")
    .selectAll()
    .where("plan_id", "=", plan.id)
    .where("mailed_at", "is", null)
    .orderBy("number")
    .execute();
  if (unmailed.length === 0) return;
  const course = await services.db
    .selectFrom("courses")
    .select("name")
    .where("id", "=", plan.course_id)
    .executeTakeFirstOrThrow();
  for (const instalment of unmailed) {
    const receipt = await captureInvoiceReceipt(services, instalment.invoice_id, "paid");
    if (!receipt) continue;
    const mail = receiptMail(plan.buyer_email, {
      fullName: plan.buyer_name,
      product: instalmentProduct(course.name, instalment.number, plan.instalments),
      amount: formatUsd(receipt.amountPaidCents),
      date: mailDate(receipt.paidAt),
      paidWith: receipt.card ? `Card ending in ${receipt.card.last4}` : "Card on file",
      reference: receipt.reference,
    });
    await services.mailer.sendOnce(async (trx) => {
      const claimed = await trx
        .updateTable("course_plan_instalments")
        .set({ mailed_at: new Date() })
        .where("invoice_id", "=", instalment.invoice_id)
        .where("mailed_at", "is", null)
        .returning("invoice_id")
        .executeTakeFirst();
      // The payment history's "Emailed" reads billing's notice of the invoice's receipt.
      if (claimed)
        await trx
          .insertInto("billing_notices")
          .values({ key: invoiceReceiptKey(instalment.invoice_id) })
          .onConflict((oc) => oc.column("key").doNothing())
          .execute();
      return claimed !== undefined;
    }, mail);
  }
}
