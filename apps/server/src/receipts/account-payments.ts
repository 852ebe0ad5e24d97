import type { components } from "@academy/api/contract";
import {
  invoiceIsPayment,
  listInvoices,
  readInvoiceLines,
  type InvoiceSummary,
} from "../payments/invoices.ts";
import { customersOfEmail } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { syncFromProvider } from "../subscriptions/account.ts";
import type { SubscriptionRow } from "../subscriptions/records.ts";
import { findUserById } from "../users/users.ts";
import { captureInvoiceReceipt, capturePaymentReceipt } from "./capture.ts";
import { invoiceReceiptKey } from "../payments/notice-keys.ts";
import { receiptNumber } from "./receipt-numbers.ts";
import type { StoredReceipt } from "./receipt-record.ts";

type AccountPayment = components["schemas"]["AccountPayment"];

/** A listed payment and, when paid, its receipt as frozen at payment time (the PDF's content). */
export type ListedPayment = AccountPayment & { receipt: StoredReceipt | undefined };

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

/**
 * A paid payment's row from its receipt: what was paid then (headline, amount, lines), and
 * what has been refunded since (all of it: `refunded`).
 */
function fromReceipt(
  receipt: StoredReceipt,
  status: AccountPayment["status"],
): Pick<
  AccountPayment,
  | "date"
  | "description"
  | "amount_cents"
  | "currency"
  | "status"
  | "reference"
  | "amount_refunded_cents"
  | "lines"
> {
  const allRefunded =
    receipt.amountRefundedCents > 0 && receipt.amountRefundedCents >= receipt.amountPaidCents;
  return {
    date: receipt.paidAt.toISOString(),
    description: receipt.description,
    amount_cents: receipt.amountPaidCents,
    currency: receipt.currency,
    status: allRefunded ? "refunded" : status,
    reference: receipt.reference,
    amount_refunded_cents: receipt.amountRefundedCents,
    lines: receipt.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount_cents: line.amountCents,
      period_start: line.period?.start.toISOString() ?? null,
      period_end: line.period?.end.toISOString() ?? null,
    })),
  };
}

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
    const receipt = hasReceipt(status)
      ? await capturePaymentReceipt(services, row.id, "backfill")
      : undefined;
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
      receipt_pdf: receipt !== undefined,
      ...(receipt ? fromReceipt(receipt, status) : {}),
      receipt,
    });
  }
  return payments;
}

function invoiceStatus(invoice: InvoiceSummary): AccountPayment["status"] | null {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "uncollectible") return "failed";
  if (invoice.status === "open") return invoice.attemptCount > 0 ? "failed" : "pending";
  return null;
}

/**
 * One of the user's invoices as a listed payment: a paid one from its frozen receipt (a
 * downgrade's credit-only invoice is no payment), an unpaid one still owed from its lines.
 */
async function invoicePayment(
  services: Services,
  invoice: InvoiceSummary,
  status: AccountPayment["status"],
): Promise<ListedPayment | undefined> {
  const receipt =
    status === "paid" ? await captureInvoiceReceipt(services, invoice, "backfill") : undefined;
  if (status === "paid" ? !invoiceIsPayment(invoice) || !receipt : invoice.amountDue <= 0)
    return undefined;
  const mailed = await services.db
    .selectFrom("billing_notices")
    .select("key")
    .where("key", "=", invoiceReceiptKey(invoice.id))
    .executeTakeFirst();
  const owed = receipt ? undefined : await readInvoiceLines(services.payments, invoice.id);
  return {
    id: invoice.id,
    date: new Date(invoice.created * 1000).toISOString(),
    description: owed?.headline ?? "",
    amount_cents: invoice.amountDue,
    currency: invoice.currency,
    status,
    reference: await receiptNumber(services.db, { invoice: invoice.id }),
    receipt_url: invoice.hostedUrl,
    receipt_emailed: mailed !== undefined,
    receipt_pdf: receipt !== undefined,
    ...(receipt ? fromReceipt(receipt, status) : {}),
    receipt,
  };
}

/**
 * The user's course payment plans (issue 48): the subscription collecting each now, and every
 * invoice paid into one (a paused plan's earlier subscription included).
 */
async function planInvoices(services: Services, userId: number) {
  const plans = await services.db
    .selectFrom("course_payment_plans")
    .select(["id", "provider_subscription_id"])
    .where("user_id", "=", userId)
    .execute();
  const paid = await services.db
    .selectFrom("course_plan_instalments")
    .select("invoice_id")
    .where("plan_id", "in", plans.map((plan) => plan.id).concat(0))
    .execute();
  return {
    subscriptions: new Set(plans.flatMap((plan) => plan.provider_subscription_id ?? [])),
    invoices: new Set(paid.map((row) => row.invoice_id)),
  };
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
  const plans = await planInvoices(services, userId);
  const payments: ListedPayment[] = [];
  for (const customer of await customersOfEmail(services.payments, email)) {
    for (const invoice of await listInvoices(services.payments, customer)) {
      const status = invoiceStatus(invoice);
      const id = invoice.subscriptionId;
      // Only invoices of the user's own subscriptions and payment plans.
      const own = id && (byProviderId.has(id) || plans.subscriptions.has(id));
      if (!status || !id || !(own || plans.invoices.has(invoice.id))) continue;
      const listed = await invoicePayment(services, invoice, status);
      if (listed) payments.push(listed);
    }
  }
  return payments;
}

/** Course purchases and subscription invoices of the user, newest first, with their receipts. */
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
  // Only the contract's fields: the stored receipt stays on the server.
  return payments.map(({ receipt: _receipt, ...payment }) => payment);
}
