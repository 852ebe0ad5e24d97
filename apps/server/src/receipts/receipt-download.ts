import { notFound } from "../http/errors.ts";
import { RECEIPT_NOT_FOUND } from "../http/messages.ts";
import {
  cardOfExpandedIntent,
  cardOfInvoice,
  retrieveWithCharge,
  type CardShown,
} from "../payments/card-of-payment.ts";
import { formatUsd } from "../payments/prices.ts";
import type { Services } from "../services.ts";
import { listedPayments, type ListedPayment } from "./account-payments.ts";
import { renderReceipt } from "./receipt-pdf.ts";

/**
 * GET /account/payments/{paymentId}/receipt: the PDF of one of the caller's own paid or
 * refunded payments. The payment is looked up among those the account page lists, so the
 * receipt follows the same ownership rule as the list (a 404 for anything else).
 */
export async function receiptPdf(
  services: Services,
  userId: number,
  paymentId: string,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { user, payments } = await listedPayments(services, userId);
  const payment = payments.find((candidate) => candidate.id === paymentId);
  if (!user || !payment || !payment.receipt_pdf) throw notFound(RECEIPT_NOT_FOUND);
  const paid = await paymentDetails(services, payment);
  const pdf = await renderReceipt({
    number: payment.reference,
    paidAt: new Date(payment.date),
    billedTo: { name: user.full_name, email: user.email },
    description: payment.description,
    amount: formatUsd(payment.amount_cents),
    paidWith: paid.paidWith,
    status: payment.status === "refunded" ? "Refunded" : "Paid",
    testMode: paid.testMode,
    seller: { name: "Academy", url: services.config.publicUrl },
  });
  return { pdf, filename: `receipt-${payment.reference}.pdf` };
}

const cardLine = (card: CardShown | null) =>
  card ? `${card.brand.toUpperCase()} ending in ${card.last4}` : "Card";

/** The card that paid and whether real money moved, from the provider's own objects. */
async function paymentDetails(services: Services, payment: ListedPayment) {
  if (payment.source === "invoice") {
    const id = payment.invoice.id;
    return {
      paidWith: cardLine(id ? await cardOfInvoice(services, id) : null),
      testMode: !payment.invoice.livemode,
    };
  }
  const row = await services.db
    .selectFrom("payments")
    .select(["method", "provider_intent_id", "card_last4"])
    .where("id", "=", payment.paymentId)
    .executeTakeFirstOrThrow();
  if (row.method !== "card" || !row.provider_intent_id)
    return { paidWith: "Payment recorded by the Academy team", testMode: false };
  const intent = await retrieveWithCharge(services, row.provider_intent_id);
  const card = cardOfExpandedIntent(intent);
  return {
    paidWith: cardLine(card ?? (row.card_last4 ? { brand: "card", last4: row.card_last4 } : null)),
    testMode: !intent.livemode,
  };
}
