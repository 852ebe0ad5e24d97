import type { Mail } from "./mailer.ts";

/** Who a subscription mail is for and what it is about (the product's name and billing cycle). */
export interface SubscriptionMailContext {
  to: string;
  fullName: string;
  /** "Discord Pro (monthly)". */
  product: string;
  /** Where the customer manages it: the Discord portal or the account page. */
  manageUrl: string;
}

const hello = (context: SubscriptionMailContext) => `Hello ${context.fullName},`;

/** A renewal the card refused: what happens next, and where to fix the card. */
export function renewalFailedMail(
  context: SubscriptionMailContext,
  failure: { amount: string; card: string; nextAttempt: string | null },
): Mail {
  return {
    to: context.to,
    subject: `Your payment for ${context.product} failed`,
    text: [
      hello(context),
      "",
      `We could not charge ${failure.amount} to your ${failure.card} for ${context.product}.`,
      failure.nextAttempt
        ? `Your access continues for now. We will try the card again on ${failure.nextAttempt}; if that fails too, the subscription ends after the last retry.`
        : "This was the last attempt, so the subscription ends now.",
      "",
      `Update your card here and we will charge it at once: ${context.manageUrl}`,
    ].join("\n"),
  };
}

/** A cancellation at the end of the period, scheduled by the customer. */
export function cancellationScheduledMail(context: SubscriptionMailContext, endsOn: string): Mail {
  return {
    to: context.to,
    subject: `Your ${context.product} subscription will end on ${endsOn}`,
    text: [
      hello(context),
      "",
      `Your subscription to ${context.product} is cancelled and ends on ${endsOn}. You keep access until then and will not be charged again.`,
      "",
      `Changed your mind? Reactivate it before then: ${context.manageUrl}`,
    ].join("\n"),
  };
}

/** A scheduled cancellation undone. */
export function reactivatedMail(
  context: SubscriptionMailContext,
  next: { amount: string; date: string },
): Mail {
  return {
    to: context.to,
    subject: `Your ${context.product} subscription continues`,
    text: [
      hello(context),
      "",
      `Your subscription to ${context.product} is active again. The next payment of ${next.amount} is due on ${next.date}.`,
      "",
      `Manage it here: ${context.manageUrl}`,
    ].join("\n"),
  };
}

/** The card that renewals charge was changed. */
export function cardChangedMail(context: SubscriptionMailContext, card: string): Mail {
  return {
    to: context.to,
    subject: `Your card for ${context.product} was updated`,
    text: [
      hello(context),
      "",
      `Renewals of ${context.product} are now charged to your ${card}.`,
      "",
      `If you did not make this change, sign in and check your subscription at once: ${context.manageUrl}`,
    ].join("\n"),
  };
}

/** The subscription is over: cancelled now, at the end of its period, or after failed renewals. */
export function subscriptionEndedMail(
  context: SubscriptionMailContext,
  reason: "cancelled" | "payment_failed",
  rejoinUrl: string,
): Mail {
  return {
    to: context.to,
    subject: `Your ${context.product} subscription has ended`,
    text: [
      hello(context),
      "",
      reason === "payment_failed"
        ? `Your subscription to ${context.product} has ended because we could not charge your card after several attempts. Nothing more will be charged.`
        : `Your subscription to ${context.product} has ended. Nothing more will be charged.`,
      "",
      `You are welcome back any time: ${rejoinUrl}`,
    ].join("\n"),
  };
}

/** A plan change in the portal: the new plan, what was charged or credited, the next charge. */
export function planChangedMail(
  context: SubscriptionMailContext,
  change: {
    from: string;
    charged: string | null;
    credited: string | null;
    next: string;
    on: string;
  },
): Mail {
  return {
    to: context.to,
    subject: `Your plan is now ${context.product}`,
    text: [
      hello(context),
      "",
      `Your subscription changed from ${change.from} to ${context.product}.`,
      change.charged
        ? `We charged ${change.charged} for the rest of the current period today.`
        : "",
      change.credited
        ? `The unused time of your old plan, ${change.credited}, is credited to your account and pays your next charges first.`
        : "",
      `Your next payment of ${change.next} is due on ${change.on}.`,
      "",
      `Manage it here: ${context.manageUrl}`,
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
  };
}
