import { notFound } from "../http/errors.ts";
import { RECEIPT_NOT_FOUND } from "../http/messages.ts";
import { formatUsd, signedUsd } from "../payments/prices.ts";
import type { Services } from "../services.ts";
import { listedPayments } from "./account-payments.ts";
import { mailDate } from "../mail/dates.ts";
import type { StoredReceipt } from "./receipt-record.ts";
import { renderReceipt, type ReceiptContent } from "./receipt-pdf.ts";

/**
 * GET /account/payments/{paymentId}/receipt: the PDF of one of the caller's own paid or
 * refunded payments. The payment is looked up among those the account page lists, so the
 * receipt follows the same ownership rule as the list (a 404 for anything else), and it prints
 * the receipt frozen at payment time, as the list shows it.
 */
export async function receiptPdf(
  services: Services,
  userId: number,
  paymentId: string,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { user, payments } = await listedPayments(services, userId);
  const receipt = payments.find((candidate) => candidate.id === paymentId)?.receipt;
  if (!user || !receipt) throw notFound(RECEIPT_NOT_FOUND);
  const pdf = await renderReceipt({
    number: receipt.reference,
    paidAt: receipt.paidAt,
    billedTo: { name: user.full_name, email: user.email },
    description: receipt.description,
    lines: receipt.lines.map((line) => ({
      description: line.description,
      period: line.period
        ? `${mailDate(line.period.start)} - ${mailDate(line.period.end)}`
        : undefined,
      amount: signedUsd(line.amountCents),
    })),
    totals: totals(receipt),
    paidWith: paidWith(receipt),
    status: status(receipt),
    testMode: receipt.testMode,
    seller: { name: "Academy", url: services.config.publicUrl },
  });
  return { pdf, filename: `receipt-${receipt.reference}.pdf` };
}

function status(receipt: StoredReceipt): ReceiptContent["status"] {
  if (receipt.amountRefundedCents <= 0) return "Paid";
  return receipt.amountRefundedCents >= receipt.amountPaidCents ? "Refunded" : "Partly refunded";
}

/** "Total paid", or with a refund: paid, refunded and the net. */
function totals(receipt: StoredReceipt): ReceiptContent["totals"] {
  const paid = receipt.amountPaidCents;
  const refunded = receipt.amountRefundedCents;
  if (refunded <= 0) return [["Total paid", formatUsd(paid)]];
  return [
    ["Paid", formatUsd(paid)],
    ["Refunded", signedUsd(-refunded)],
    ["Net paid", formatUsd(Math.max(0, paid - refunded))],
  ];
}

function paidWith(receipt: StoredReceipt): string {
  if (receipt.paidBy === "manual") return "Payment recorded by the Academy team";
  if (receipt.paidBy === "credit") return "Account credit";
  const { card } = receipt;
  return card ? `${card.brand.toUpperCase()} ending in ${card.last4}` : "Card";
}
