import type { Payments } from "./gateway.ts";
import type { CardShown } from "./payment-view.ts";

/** "Visa ending in 4242"; "card on file" when the provider did not say which. */
export function cardText(card: CardShown | null): string {
  if (!card) return "card on file";
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} card ending in ${card.last4}`;
}

/** A saved card as the account page shows it. */
export interface SavedCard extends CardShown {
  expMonth: number;
  expYear: number;
}

/** The saved card (payment method) `id`; null when it is no card. */
export async function readCard(payments: Payments, id: string): Promise<SavedCard | null> {
  const method = await payments.stripe.paymentMethods.retrieve(id);
  const card = method.card;
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
    : null;
}

/** The subscription's default card (what its next renewal charges). */
export async function cardOfSubscription(
  payments: Payments,
  subscription: { defaultPaymentMethod: string | null },
): Promise<CardShown | null> {
  const methodId = subscription.defaultPaymentMethod;
  if (!methodId) return null;
  const card = await readCard(payments, methodId);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}
