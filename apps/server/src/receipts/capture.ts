import {
  invoiceIsPayment,
  readPaidInvoice,
  type InvoiceSummary,
  type PaidInvoice,
} from "../payments/invoices.ts";
import { readPayment } from "../payments/payment-view.ts";
import type { ReceiptBook } from "../payments/products.ts";
import type { Services } from "../services.ts";
import {
  readReceipt,
  recordRefundedAmount,
  saveReceipt,
  type FrozenReceipt,
  type StoredReceipt,
} from "./receipt-record.ts";

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function frozenInvoice(invoice: PaidInvoice): FrozenReceipt {
  const { payment } = invoice;
  return {
    description: invoice.headline,
    currency: invoice.currency,
    paidAt: fromUnix(invoice.paidAt ?? invoice.created),
    amountPaidCents: invoice.amountPaid,
    amountRefundedCents: payment?.amountRefundedCents ?? 0,
    paidBy: invoice.amountPaid > 0 ? "card" : "credit",
    card: payment?.card ?? null,
    testMode: invoice.testMode,
    providerIntentId: payment?.id ?? null,
    lines: invoice.lines,
  };
}

/**
 * The receipt of a paid invoice, captured from billing's invoice the first time anyone asks:
 * `paid` from the `invoice.paid` webhook, `backfill` from a reader that found none (a receipt
 * numbered before migration 030). Both read the same immutable paid invoice, never the
 * subscription's current plan. Undefined when the invoice is no payment.
 */
export async function captureInvoiceReceipt(
  services: Services,
  invoiceOrId: InvoiceSummary | string,
  capture: StoredReceipt["capture"],
): Promise<StoredReceipt | undefined> {
  const id = typeof invoiceOrId === "string" ? invoiceOrId : invoiceOrId.id;
  const stored = await readReceipt(services.db, { invoice: id });
  if (stored) return stored;
  // A listed invoice that is no payment needs no second read.
  if (typeof invoiceOrId !== "string" && !invoiceIsPayment(invoiceOrId)) return undefined;
  const invoice = await readPaidInvoice(services.payments, id);
  if (!invoiceIsPayment(invoice)) return undefined;
  return saveReceipt(services.db, { invoice: id }, frozenInvoice(invoice), capture);
}

/** A course payment's receipt from our row, the course's name and the provider's charge. */
async function frozenPayment(
  services: Services,
  paymentId: number,
): Promise<FrozenReceipt | undefined> {
  const row = await services.db
    .selectFrom("payments")
    .leftJoin("courses", "courses.id", "payments.course_id")
    .leftJoin("promotion_codes", "promotion_codes.id", "payments.promotion_code_id")
    .selectAll("payments")
    .select(["courses.name as course_name", "promotion_codes.code as promotion_code"])
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();
  // Asked for paid payments only: fulfilment (after the provider said succeeded) and the list.
  if (!row) return undefined;
  const payment =
    row.method === "card" && row.provider_intent_id
      ? await readPayment(services.payments, row.provider_intent_id)
      : null;
  const description = row.course_name ?? row.product;
  const refunded = Math.max(
    payment?.amountRefundedCents ?? 0,
    row.refunded_at === null ? 0 : row.amount_cents,
  );
  const card = payment?.card ?? (row.card_last4 ? { brand: "card", last4: row.card_last4 } : null);
  return {
    description,
    currency: row.currency,
    paidAt: payment?.chargedAt ? fromUnix(payment.chargedAt) : row.created_at,
    amountPaidCents: row.amount_cents,
    amountRefundedCents: refunded,
    paidBy: row.method === "manual" ? "manual" : "card",
    card: row.method === "manual" ? null : card,
    testMode: payment ? payment.testMode : false,
    providerIntentId: payment?.id ?? null,
    lines: paymentLines(description, row, row.promotion_code),
  };
}

/** The course at its list price, then the promotion code's discount line when there was one. */
function paymentLines(
  description: string,
  row: { amount_cents: number; list_amount_cents: number | null; discount_cents: number },
  code: string | null,
): FrozenReceipt["lines"] {
  if (row.discount_cents <= 0 || row.list_amount_cents === null)
    return [{ kind: "item", description, amountCents: row.amount_cents, period: null }];
  return [
    { kind: "item", description, amountCents: row.list_amount_cents, period: null },
    {
      kind: "discount",
      description: code ? `Discount (${code})` : "Discount",
      amountCents: -row.discount_cents,
      period: null,
    },
  ];
}

/** The course payment's receipt, captured once (`paid` at fulfilment, `backfill` on read). */
export async function capturePaymentReceipt(
  services: Services,
  paymentId: number,
  capture: StoredReceipt["capture"],
): Promise<StoredReceipt | undefined> {
  const stored = await readReceipt(services.db, { payment: paymentId });
  if (stored) return stored;
  const frozen = await frozenPayment(services, paymentId);
  return frozen ? saveReceipt(services.db, { payment: paymentId }, frozen, capture) : undefined;
}

/**
 * The receipts as billing sees them (registered in src/products.ts): a paid invoice's receipt
 * frozen before billing mails it, and every refund shown on the receipt it refunds.
 */
export function receiptBook(services: Services): ReceiptBook {
  return {
    invoicePaid: (invoiceId) => captureInvoiceReceipt(services, invoiceId, "paid"),
    async paymentRefunded(event) {
      await recordRefundedAmount(services.db, event.paymentId, event.amountRefundedCents);
    },
  };
}
