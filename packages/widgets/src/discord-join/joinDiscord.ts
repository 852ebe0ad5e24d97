import type { ApiClient, BillingCycle, DiscordSubscribeResponse, DiscordTier } from "@academy/api";
import type { PaymentWords } from "../shared/payments/flow/PaymentError.ts";
import { payByCard } from "../shared/payments/flow/payByCard.ts";
import type { CardInHand } from "../shared/payments/flow/useCardPayment.ts";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";

/**
 * investor-tools.md §8, Discord payment: "Failed to create payment intent", "Payment was not
 * successful", "Failed to create subscription", "Payment failed. Please try again.": the
 * spec's words, never the provider's. Only a 409's detail (already a member) is shown.
 */
export const DISCORD_PAYMENT_WORDS: PaymentWords = {
  unavailable: TEXT.notReady,
  noCard: TEXT.notReady,
  details: TEXT.required,
  intent: TEXT.intentFailed,
  intentDetail: "conflict",
  card: TEXT.paymentFailed,
  cardProvider: false,
  incomplete: TEXT.notSuccessful,
  complete: TEXT.subscriptionFailed,
  completeDetail: false,
  unexpected: TEXT.paymentFailed,
};

/**
 * With a promotion code (not on the spec's screen, issue 48) a refusal at purchase names its
 * problem, as the enrol and calculator modals do: the code used up, expired or deactivated
 * since it was applied (by us or by the payment provider). The spec's words stay for the rest.
 */
const DISCORD_CODE_WORDS: PaymentWords = { ...DISCORD_PAYMENT_WORDS, intentDetail: "refusal" };

export interface DiscordPurchase {
  client: ApiClient;
  tier: DiscordTier;
  billingCycle: BillingCycle;
  /** The catalogue's price in cents (§7); the server checks it against its own price. */
  amountCents: number;
  fullName: string;
  email: string;
  /** One per opening of the modal: a double click or a retry is one subscription, one charge. */
  attemptId: string;
  /** An applied promotion code (issue 48): the server checks and prices it again. */
  promotionCode?: string;
  /** The modal showed the catalogue's free trial and asks for it (issue 48). */
  trial: boolean;
}

/**
 * The Discord payment of investor-tools.md §4 and §7: the subscription's first payment, then
 * its registration. Answers the registration: a guest whose payment created the account gets
 * the purchase session in it (issue 50: the new member stays signed in).
 */
export async function joinDiscord(
  hand: CardInHand,
  purchase: DiscordPurchase,
): Promise<DiscordSubscribeResponse> {
  const { client, tier, billingCycle, amountCents, fullName, email, attemptId } = purchase;
  const { promotionCode, trial } = purchase;
  return payByCard({
    ...hand,
    billing: { name: fullName, email },
    words: promotionCode ? DISCORD_CODE_WORDS : DISCORD_PAYMENT_WORDS,
    createIntent: () =>
      client.POST("/discord/create-subscription-intent", {
        body: {
          tier,
          billing_cycle: billingCycle,
          amount: amountCents,
          email,
          name: fullName,
          attempt_id: attemptId,
          ...(promotionCode ? { promotion_code: promotionCode } : {}),
          ...(trial ? { trial } : {}),
        },
      }),
    complete: ({ paymentIntentId, clientSecret }) =>
      client.POST("/discord/subscribe", {
        body: {
          payment_intent_id: paymentIntentId,
          client_secret: clientSecret,
          tier,
          billing_cycle: billingCycle,
          email,
          full_name: fullName,
        },
      }),
  });
}
