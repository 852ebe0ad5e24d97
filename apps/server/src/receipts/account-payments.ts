import type { components } from "@academy/api/contract";
import type Stripe from "stripe";
import type { Services } from "../services.ts";
import { customersOf, syncFromProvider } from "../subscriptions/account.ts";
import { productName, type SubscriptionRow } from "../subscriptions/records.ts";
import { findUserById } from "../users/users.ts";
import { invoiceReceiptKey } from "./notice-keys.ts";
import { receiptNumber } from "./receipt-numbers.ts";

type AccountPayment = components["schemas"]["AccountPayment"];

/** A listed payment and where it came from: our course payment row or the provider's invoice. */
export type ListedPayment = AccountPayment &
  ({ source: "payment"; paymentId: number } | { source: "invoice"; invoice: Stripe.Invoice });

const COURSE_STATUS: Record<string, AccountPayment["status"]> = {
  succeeded: "paid",
  refunded: "refunded",
  processing: "pending",
  requires_action: "pending",
  requires_confirmation: "pending",
  requires_payment_method: "failed",
  canceled: "failed",
};

const hasReceipt = (status: AccountPayment["status"]) => status === "paid" || status === "refunded";

async function coursePayments(services: Services, userId: number, email: string) {
  const rows = await services.db
    .selectFrom("payments")
    .leftJoin("courses", "courses.id", "payments.course_id")
    .select([
      "payments.id",
      "payments.product",
      "payments.amount_cents",
      "payments.currency",
      "payments.status",
      "payments.provider_intent_id",
      "payments.method",
      "payments.created_at",
      "payments.receipt_sent_at",
      "courses.name as course_name",
    ])
    .where((eb) => eb.or([eb("payments.user_id", "=", userId), eb("buyer_email", "=", email)]))
    .execute();
  const payments: ListedPayment[] = [];
  for (const row of rows) {
    const status = COURSE_STATUS[row.status];
    // A payment attempt nobody went on with is not a payment.
    if (!status || (status === "failed" && row.method !== "card")) continue;
    if (row.status === "requires_payment_method" && row.provider_intent_id === null) continue;
    payments.push({
      id: `payment-${row.id}`,
      date: row.created_at.toISOString(),
      description: row.course_name ?? row.product,
      amount_cents: row.amount_cents,
      currency: row.currency,
      status,
      reference: await receiptNumber(services.db, { payment: row.id }),
      receipt_url: null,
      receipt_emailed: row.receipt_sent_at !== null,
      receipt_pdf: hasReceipt(status),
      source: "payment",
      paymentId: row.id,
    });
  }
  return payments;
}

function invoiceStatus(invoice: Stripe.Invoice): AccountPayment["status"] | null {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "uncollectible") return "failed";
  if (invoice.status === "open") return invoice.attempt_count > 0 ? "failed" : "pending";
  return null;
}

async function invoicePayments(services: Services, userId: number, email: string) {
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
  const byProviderId = new Map<string, SubscriptionRow>(
    rows.flatMap((row) =>
      row.provider_subscription_id ? [[row.provider_subscription_id, row] as const] : [],
    ),
  );
  const payments: ListedPayment[] = [];
  for (const customer of await customersOf(services, email)) {
    const invoices = await services.payments.stripe.invoices.list({ customer, limit: 100 });
    for (const invoice of invoices.data) {
      const status = invoiceStatus(invoice);
      const subscriptionId = invoice.parent?.subscription_details?.subscription;
      const id = typeof subscriptionId === "string" ? subscriptionId : subscriptionId?.id;
      const row = id ? byProviderId.get(id) : undefined;
      if (!status || !row || !invoice.id || invoice.amount_due <= 0) continue;
      const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
      const mailed = await services.db
        .selectFrom("billing_notices")
        .select("key")
        .where("key", "=", invoiceReceiptKey(invoice.id))
        .executeTakeFirst();
      payments.push({
        id: invoice.id,
        date: new Date(paidAt * 1000).toISOString(),
        description: `${productName(row)} (${row.billing_cycle})`,
        amount_cents: status === "paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status,
        reference: await receiptNumber(services.db, { invoice: invoice.id }),
        receipt_url: invoice.hosted_invoice_url ?? null,
        receipt_emailed: mailed !== undefined,
        receipt_pdf: hasReceipt(status),
        source: "invoice",
        invoice,
      });
    }
  }
  return payments;
}

/** Course purchases and subscription invoices of the user, newest first, with their sources. */
export async function listedPayments(services: Services, userId: number) {
  const user = await findUserById(services.db, userId);
  if (!user) return { user: undefined, payments: [] };
  await syncFromProvider(services, userId, user.email);
  const all = [
    ...(await coursePayments(services, userId, user.email)),
    ...(await invoicePayments(services, userId, user.email)),
  ];
  return { user, payments: all.sort((a, b) => b.date.localeCompare(a.date)).slice(0, 500) };
}

/** GET /account/payments: what `listedPayments` finds, as the contract's records. */
export async function listAccountPayments(
  services: Services,
  userId: number,
): Promise<AccountPayment[]> {
  const { payments } = await listedPayments(services, userId);
  return payments.map((payment) => {
    // Only the contract's fields: the source stays on the server.
    const { id, date, description, amount_cents, currency, status, reference } = payment;
    const { receipt_url, receipt_emailed, receipt_pdf } = payment;
    return {
      id,
      date,
      description,
      amount_cents,
      currency,
      status,
      reference,
      receipt_url,
      receipt_emailed,
      receipt_pdf,
    };
  });
}
