import type Stripe from "stripe";

/**
 * What a subscription's start adds for a free trial (issue 48): `trial_period_days`, and the
 * pending SetupIntent expanded, whose secret the browser confirms with confirmCardSetup to save
 * the card the trial's end charges. Without trial days, nothing (the first invoice is paid now).
 */
export function trialCreateParams(trialDays: number | undefined): Pick<
  Stripe.SubscriptionCreateParams,
  "trial_period_days" | "trial_settings"
> & {
  expand: string[];
} {
  const expand = ["latest_invoice.confirmation_secret"];
  if (!trialDays) return { expand };
  return {
    trial_period_days: trialDays,
    // A trial whose card was never saved (the page was left) ends at its end, uncharged and
    // granting nothing, rather than becoming a failed renewal that retries.
    trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
    expand: [...expand, "pending_setup_intent"],
  };
}

/** The Idempotency-Key parts a trial adds: a start with a trial is another call than one without. */
export const trialKeyParts = (trialDays: number | undefined): string[] =>
  trialDays ? [`trial-${trialDays}`] : [];

/** What the browser confirms: the first invoice's payment, or the trial's card set-up. */
export type Confirmation = "payment" | "setup";

/** The secret the browser confirms for a subscription just started, and how it confirms it. */
export function confirmationOf(
  subscription: Stripe.Subscription,
): { clientSecret: string; confirm: Confirmation } | undefined {
  const setup = subscription.pending_setup_intent;
  if (typeof setup === "object" && setup?.client_secret)
    return { clientSecret: setup.client_secret, confirm: "setup" };
  const invoice = subscription.latest_invoice;
  const secret =
    typeof invoice === "object" ? invoice?.confirmation_secret?.client_secret : undefined;
  return secret ? { clientSecret: secret, confirm: "payment" } : undefined;
}
