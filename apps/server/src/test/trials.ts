import type { FastifyInstance } from "fastify";
import { calculatorCall, intentBody } from "../calculator/calculator-test-helpers.ts";
import { browserCall, CARDS, intentIdOf } from "./payments.ts";

// The free trials' steps as the pages take them (issue 48), for the trial tests.

/**
 * Stripe's test cards that succeed, each a different card (fingerprint): a card has one free
 * trial of a product, so every trial a test keeps needs a card of its own.
 */
export const TRIAL_CARDS = [
  CARDS.succeeds,
  "5555555555554444",
  "4000056655665556",
  "2223003122003222",
  "5200828282828210",
  "5105105105105100",
] as const;

/** confirmCardSetup as the browser does it, with a test card typed in. */
export function saveCardInBrowser(
  app: FastifyInstance,
  clientSecret: string,
  card: string = CARDS.succeeds,
) {
  return browserCall(app, `/setup_intents/${intentIdOf(clientSecret)}/confirm`, {
    client_secret: clientSecret,
    payment_method_data: {
      type: "card",
      card: { number: card, exp_month: "12", exp_year: "34", cvc: "123" },
    },
  });
}

/** The calculator modal's start with its trial on. */
export const calculatorTrialIntent = (app: FastifyInstance, email: string, attempt?: string) =>
  calculatorCall(app, "create-subscription-intent", {
    ...intentBody(email),
    trial: true,
    ...(attempt ? { attempt_id: attempt } : {}),
  });

/** What the provider charged the customer: every paid invoice's amount, oldest first. */
export async function chargedTo(app: FastifyInstance, customerId: string): Promise<number[]> {
  const invoices = await app.services.payments.stripe.invoices.list({
    customer: customerId,
    limit: 100,
  });
  return invoices.data
    .filter((invoice) => invoice.status === "paid")
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))
    .map((invoice) => invoice.amount_paid);
}
