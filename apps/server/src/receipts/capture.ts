import type Stripe from "stripe";
import {
  cardOfExpandedIntent,
  paidIntentOfInvoice,
  retrieveWithCharge,
} from "../payments/card-of-payment.ts";
import type { Services } from "../services.ts";
import { invoiceLines } from "./invoice-lines.ts";
import {
  readReceipt,
  recordRefundedAmount,
  saveReceipt,
  type FrozenReceipt,
  type StoredReceipt,
} from "./receipt-record.ts";

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const chargeOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === "object" ? intent.latest_charge : null;

/** A paid invoice that bought something (a downgrade's credit-only invoice is no payment). */
export const invoiceIsPayment = (invoice: Stripe.Invoice) =>
  invoice.status === "paid" && invoice.total > 0;

async function frozenInvoice(services: Services, invoice: Stripe.Invoice): Promise<FrozenReceipt> {
  const { headline, lines } = await invoiceLines(services, invoice);
  const intent =
    invoice.amount_paid > 0 ? await paidIntentOfInvoice(services, invoice.id ?? "") : null;
  return {
    description: headline,
    currency: invoice.currency,
    paidAt: fromUnix(invoice.status_transitions.paid_at ?? invoice.created),
    amountPaidCents: invoice.amount_paid,
    amountRefundedCents: (intent && chargeOf(intent)?.amount_refunded) ?? 0,
    paidBy: invoice.amount_paid > 0 ? "card" : "credit",
    card: intent ? cardOfExpandedIntent(intent) : null,
    testMode: !invoice.livemode,
    providerIntentId: intent?.id ?? null,
    lines,
  };
}

/**
 * The receipt of a paid invoice, captured from the provider's invoice the first time anyone
 * asks: `paid` from the `invoice.paid` webhook, `backfill` from a reader that found none (a
 * receipt numbered before migration 030). Both read the same immutable paid invoice, never
 * the subscription's current plan. Undefined when the invoice is no payment.
 */
export async function captureInvoiceReceipt(
  services: Services,
  invoiceOrId: Stripe.Invoice | string,
  capture: StoredReceipt["capture"],
): Promise<StoredReceipt | undefined> {
  const id = typeof invoiceOrId === "string" ? invoiceOrId : invoiceOrId.id;
  if (!id) return undefined;
  const stored = await readReceipt(services.db, { invoice: id });
  if (stored) return stored;
  const invoice =
    typeof invoiceOrId === "string"
      ? await services.payments.stripe.invoices.retrieve(id)
      : invoiceOrId;
  if (!invoiceIsPayment(invoice)) return undefined;
  return saveReceipt(services.db, { invoice: id }, await frozenInvoice(services, invoice), capture);
}

/** A course payment's receipt from our row, the course's name and the provider's charge. */
async function frozenPayment(
  services: Services,
  paymentId: number,
): Promise<FrozenReceipt | undefined> {
  const row = await services.db
    .selectFrom("payments")
    .leftJoin("courses", "courses.id", "payments.course_id")
    .selectAll("payments")
    .select("courses.name as course_name")
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();
  // Asked for paid payments only: fulfilment (after the provider said succeeded) and the list.
  if (!row) return undefined;
  const intent =
    row.method === "card" && row.provider_intent_id
      ? await retrieveWithCharge(services, row.provider_intent_id)
      : null;
  const charge = intent ? chargeOf(intent) : null;
  const description = row.course_name ?? row.product;
  const refunded = Math.max(
    charge?.amount_refunded ?? 0,
    row.refunded_at === null ? 0 : row.amount_cents,
  );
  const card =
    (intent ? cardOfExpandedIntent(intent) : null) ??
    (row.card_last4 ? { brand: "card", last4: row.card_last4 } : null);
  return {
    description,
    currency: row.currency,
    paidAt: charge ? fromUnix(charge.created) : row.created_at,
    amountPaidCents: row.amount_cents,
    amountRefundedCents: refunded,
    paidBy: row.method === "manual" ? "manual" : "card",
    card: row.method === "manual" ? null : card,
    testMode: intent ? !intent.livemode : false,
    providerIntentId: intent?.id ?? null,
    lines: [{ kind: "item", description, amountCents: row.amount_cents, period: null }],
  };
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

/** A refund of the intent (ours or from the provider's dashboard): its charge's total refunded. */
export async function recordRefund(services: Services, intentId: string): Promise<void> {
  const charge = chargeOf(await retrieveWithCharge(services, intentId));
  if (charge) await recordRefundedAmount(services.db, intentId, charge.amount_refunded);
}
