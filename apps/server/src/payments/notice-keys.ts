/**
 * The keys of billing_notices (migration 024): one per mail that must go once. Derived from
 * what the mail is about (an invoice, an event), so a replay or a second instance finds it.
 */
export const invoiceReceiptKey = (invoiceId: string) => `receipt:${invoiceId}`;
export const renewalFailedKey = (invoiceId: string, attempt: number) =>
  `renewal-failed:${invoiceId}:${attempt}`;
export const subscriptionChangeKey = (eventId: string, change: string) =>
  `event:${eventId}:${change}`;
export const subscriptionEndedKey = (subscriptionId: string) => `ended:${subscriptionId}`;
/** A plan change: its proration invoice names it, whichever event or instance tells of it. */
export const planChangeKey = (subscriptionId: string, invoiceId: string) =>
  `plan-change:${subscriptionId}:${invoiceId}`;
