/**
 * The payment history's words (issue 26: beyond the spec), shared by the account page and the
 * Discord portal.
 */
export const PAYMENT_HISTORY_TEXT = {
  title: "Payment History",
  empty: "No payments yet.",
  columns: ["Date", "Description", "Amount", "Status", "Receipt"],
  download: "Download PDF",
  downloadLabel: (reference: string) => `Download PDF receipt ${reference}`,
  downloading: "Downloading...",
  downloadFailed: "The receipt could not be downloaded. Please try again.",
  emailed: "Emailed",
  providerReceipt: "View receipt",
  noReceipt: "None",
  status: { paid: "Paid", failed: "Failed", pending: "Pending", refunded: "Refunded" },
  /** A receipt's line items (plan changes: prorations and credit), frozen at payment time. */
  linesLabel: (reference: string) => `Line items of ${reference}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  net: (amount: string) => `Net ${amount}`,
  loadFailed: "This could not be loaded. Please try again later.",
  loading: "Loading...",
} as const;
