import type Stripe from "stripe";
import type { SubscriptionMailContext } from "../mail/billing-templates.ts";
import { mailDate } from "../mail/dates.ts";
import type { Mail } from "../mail/mailer.ts";
import { trialEndingMail } from "../mail/trial-templates.ts";
import type { Services } from "../services.ts";
import { cardOfSubscription, cardText } from "./card-of-payment.ts";
import { formatUsd } from "./prices.ts";
import { subscriptionState } from "./subscription-state.ts";

/** One reminder per trial and end date, whichever event, replay or instance tells of it. */
export const trialEndingKey = (subscriptionId: string, trialEnd: number) =>
  `trial-ending:${subscriptionId}:${trialEnd}`;

/**
 * The provider's `trial_will_end` (three days before the first charge): the reminder, read from
 * the subscription as it is now, so a trial cancelled since, or already over, is not mailed.
 */
export async function mailTrialEnding(
  services: Services,
  context: SubscriptionMailContext,
  subscription: Stripe.Subscription,
  send: (key: string, mail: Mail) => Promise<void>,
): Promise<void> {
  const state = subscriptionState(subscription);
  if (state.status !== "trialing" || state.trialEnd === null || state.cancelAtPeriodEnd) return;
  const card = cardText(await cardOfSubscription(services.payments, state));
  await send(
    trialEndingKey(state.id, state.trialEnd),
    trialEndingMail(context, {
      amount: formatUsd(state.amountCents),
      date: mailDate(new Date(state.trialEnd * 1000)),
      card,
    }),
  );
}
