import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { intentIdOfSecret, sameSecret, type PaymentView } from "./payment-view.ts";

/** The SetupIntent a client secret belongs to (`seti_123_secret_abc` belongs to `seti_123`). */
export function setupIdOfSecret(clientSecret: string): string | null {
  const match = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

/** What the browser confirmed first: the first invoice's payment, or a trial's card set-up. */
export const confirmationIdOfSecret = (clientSecret: string): string | null =>
  intentIdOfSecret(clientSecret) ?? setupIdOfSecret(clientSecret);

/**
 * A trial's card set-up as the subscribe calls' proof reads it (issue 48): the page that saved
 * the card holds the SetupIntent's secret, as a paying page holds its payment's. Nothing was
 * charged (amount 0); `created` is when the trial started. Null for a secret of no set-up.
 */
export async function setupOfSecret(
  payments: Payments,
  clientSecret: string,
): Promise<PaymentView | null> {
  const setupId = setupIdOfSecret(clientSecret);
  if (!setupId) return null;
  let setup: Stripe.SetupIntent;
  try {
    setup = await payments.stripe.setupIntents.retrieve(setupId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
  if (!setup.client_secret || !sameSecret(clientSecret, setup.client_secret)) return null;
  return {
    id: setup.id,
    status: setup.status,
    amountCents: 0,
    currency: "usd",
    created: setup.created,
    chargedAt: null,
    card: null,
    amountRefundedCents: 0,
    testMode: !setup.livemode,
    receiptEmail: null,
    failureMessage: setup.last_setup_error?.message ?? null,
    metadata: setup.metadata ?? {},
  };
}
