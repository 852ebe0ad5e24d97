import type Stripe from "stripe";
import type { Services } from "../services.ts";

/** A card as mails and receipts print it: brand and last four digits. */
export interface CardShown {
  brand: string;
  last4: string;
}

/** "Visa ending in 4242"; "card on file" when the provider did not say which. */
export function cardText(card: CardShown | null): string {
  if (!card) return "card on file";
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} card ending in ${card.last4}`;
}

/** The card an intent retrieved with `expand: ["latest_charge"]` charged. */
export function cardOfExpandedIntent(intent: Stripe.PaymentIntent): CardShown | null {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? "card", last4: card.last4 } : null;
}

/** The intent with its latest charge, whose card `cardOfExpandedIntent` reads. */
export const retrieveWithCharge = (services: Services, intentId: string) =>
  services.payments.stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] });

/** The intent (with its charge) that paid an invoice; null when none did (credit paid it all). */
export async function paidIntentOfInvoice(
  services: Services,
  invoiceId: string,
): Promise<Stripe.PaymentIntent | null> {
  const payments = await services.payments.stripe.invoicePayments.list({
    invoice: invoiceId,
    limit: 10,
  });
  const paid = payments.data.find((payment) => payment.status === "paid");
  const intent = paid?.payment.payment_intent;
  const intentId = typeof intent === "string" ? intent : intent?.id;
  return intentId ? retrieveWithCharge(services, intentId) : null;
}

/** The subscription's default card (what its next renewal charges). */
export async function cardOfSubscription(
  services: Services,
  subscription: Pick<Stripe.Subscription, "default_payment_method">,
): Promise<CardShown | null> {
  const method = subscription.default_payment_method;
  const methodId = typeof method === "string" ? method : method?.id;
  if (!methodId) return null;
  const found = await services.payments.stripe.paymentMethods.retrieve(methodId);
  return found.card ? { brand: found.card.brand, last4: found.card.last4 } : null;
}
