import { errorMessage, type ApiClient, type BillingCycle, type DiscordTier } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";

/** Why a membership payment stopped, in the words of investor-tools.md §8. */
export class JoinProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JoinProblem";
  }
}

export interface DiscordPurchase {
  client: ApiClient;
  stripe: Stripe;
  card: StripeCardElement;
  tier: DiscordTier;
  billingCycle: BillingCycle;
  /** Dollars; sent as cents (§7). The server checks it against its own price for the tier. */
  price: number;
  fullName: string;
  email: string;
  /** One per opening of the modal: a double click or a retry is one subscription, one charge. */
  attemptId: string;
}

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret")[0] ?? clientSecret;

/**
 * The Discord payment flow of investor-tools.md §4 and §7: create the intent, confirm the card
 * (3-D Secure shows its challenge inside confirmCardPayment), require the status succeeded,
 * then register the subscription. The access token the subscribe call may answer is not used:
 * the spec only logs it, and the member signs in to the portal with the mailed password.
 */
export async function joinDiscord(purchase: DiscordPurchase): Promise<void> {
  const { client, stripe, card, tier, billingCycle, price, fullName, email, attemptId } = purchase;
  const intent = await client
    .POST("/discord/create-subscription-intent", {
      body: {
        tier,
        billing_cycle: billingCycle,
        amount: price * 100,
        email,
        name: fullName,
        attempt_id: attemptId,
      },
    })
    .catch(() => null);
  if (!intent?.data) {
    // An e-mail that already holds a membership is told so; anything else in the spec's words.
    const conflict = intent?.response.status === 409;
    throw new JoinProblem(
      conflict ? errorMessage(intent.error, TEXT.intentFailed) : TEXT.intentFailed,
    );
  }

  const result = await stripe
    .confirmCardPayment(intent.data.client_secret, {
      payment_method: { card, billing_details: { name: fullName, email } },
    })
    .catch(() => null);
  if (!result) throw new JoinProblem(TEXT.paymentFailed);
  // A retry after the subscribe call failed finds the intent already paid: go on to register.
  const alreadyPaid = result.error?.payment_intent?.status === "succeeded";
  if (result.error && !alreadyPaid) {
    throw new JoinProblem(result.error.message ?? TEXT.paymentFailed);
  }
  if (!alreadyPaid && result.paymentIntent?.status !== "succeeded") {
    throw new JoinProblem(TEXT.notSuccessful);
  }

  const paymentIntentId =
    result.paymentIntent?.id ??
    result.error?.payment_intent?.id ??
    intentIdOf(intent.data.client_secret);
  const subscribed = await client
    .POST("/discord/subscribe", {
      body: {
        payment_intent_id: paymentIntentId,
        client_secret: intent.data.client_secret,
        tier,
        billing_cycle: billingCycle,
        email,
        full_name: fullName,
      },
    })
    .catch(() => null);
  if (!subscribed?.data) throw new JoinProblem(TEXT.subscriptionFailed);
}
