import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { invoiceLines, type InvoiceLine } from "./invoice-lines.ts";
import { readPayment, type PaymentView } from "./payment-view.ts";

/** A subscription's invoice as billing hands it out. Times are Unix seconds. */
export interface InvoiceSummary {
  id: string;
  subscriptionId: string | null;
  /** draft, open, paid, uncollectible or void. */
  status: string | null;
  total: number;
  amountDue: number;
  amountPaid: number;
  currency: string;
  created: number;
  paidAt: number | null;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  /** `subscription_cycle` for a renewal. */
  billingReason: string | null;
  hostedUrl: string | null;
  testMode: boolean;
}

/** A paid invoice with what a receipt freezes: its lines and the payment that paid it. */
export interface PaidInvoice extends InvoiceSummary {
  /** The plan the invoice bought. */
  headline: string;
  lines: InvoiceLine[];
  /** The card payment that paid it; null when credit paid it all. */
  payment: PaymentView | null;
}

/** The one mapper from the provider's invoice to ours. */
export function invoiceSummary(invoice: Stripe.Invoice & { id: string }): InvoiceSummary {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return {
    id: invoice.id,
    subscriptionId: typeof subscription === "string" ? subscription : (subscription?.id ?? null),
    status: invoice.status,
    total: invoice.total,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    created: invoice.created,
    paidAt: invoice.status_transitions.paid_at ?? null,
    attemptCount: invoice.attempt_count,
    nextPaymentAttempt: invoice.next_payment_attempt,
    billingReason: invoice.billing_reason,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    testMode: !invoice.livemode,
  };
}

export const withId = (invoice: Stripe.Invoice) => {
  if (!invoice.id) throw new Error("invoice without an id");
  return { ...invoice, id: invoice.id };
};

/** A paid invoice that bought something (a downgrade's credit-only invoice is no payment). */
export const invoiceIsPayment = (invoice: InvoiceSummary) =>
  invoice.status === "paid" && invoice.total > 0;

export async function readInvoice(payments: Payments, id: string): Promise<InvoiceSummary> {
  return invoiceSummary(withId(await payments.stripe.invoices.retrieve(id)));
}

/** The customer's newest invoices (up to 100). */
export async function listInvoices(
  payments: Payments,
  customerId: string,
): Promise<InvoiceSummary[]> {
  const list = await payments.stripe.invoices.list({ customer: customerId, limit: 100 });
  return list.data.flatMap((invoice) => (invoice.id ? [invoiceSummary(withId(invoice))] : []));
}

/** What an invoice charges, line by line (an unpaid one's lines are what is owed). */
export async function readInvoiceLines(payments: Payments, id: string) {
  return invoiceLines(payments, await payments.stripe.invoices.retrieve(id));
}

/** The invoice with its lines and the card payment that paid it, for its receipt. */
export async function readPaidInvoice(payments: Payments, id: string): Promise<PaidInvoice> {
  const invoice = withId(await payments.stripe.invoices.retrieve(id));
  const { headline, lines } = await invoiceLines(payments, invoice);
  const payment = invoice.amount_paid > 0 ? await paymentOfInvoice(payments, invoice.id) : null;
  return { ...invoiceSummary(invoice), headline, lines, payment };
}

/** The payment (with its charge) that paid an invoice; null when none did (credit paid it all). */
async function paymentOfInvoice(payments: Payments, invoiceId: string) {
  const paid = await payments.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const found = paid.data.find((payment) => payment.status === "paid");
  const intent = found?.payment.payment_intent;
  const intentId = typeof intent === "string" ? intent : intent?.id;
  return intentId ? readPayment(payments, intentId) : null;
}
