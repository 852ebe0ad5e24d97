/**
 * Every string and timing of managing a subscription (investor-tools.md §2, §4, §8, §9), in
 * one place so a reader can check them against the spec. The portal and the account page
 * show the same components, so they say the same things.
 */
export const SUBSCRIPTION_TEXT = {
  amountPer: { monthly: "/month", yearly: "/year" },
  status: "Status",
  amount: "Amount",
  currentPeriod: "Current period",
  nextBilling: "Next billing date",
  cardOnFile: "Card",
  /** The card on file: "VISA ending in 4242, expires 12/34" (issue 26: beyond the spec). */
  card: (card: {
    brand: string;
    last4: string;
    exp_month: number | null;
    exp_year: number | null;
  }) =>
    `${card.brand.toUpperCase()} ending in ${card.last4}` +
    (card.exp_month && card.exp_year
      ? `, expires ${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year % 100).padStart(2, "0")}`
      : ""),
  periodRange: (start: string, end: string) => `${start} - ${end}`,
  cancellationNotice: (date: string) =>
    `Your subscription will be cancelled on ${date}. You'll continue to have access until then.`,
  /** Issue 48: during a free trial (the first charge is at its end). */
  trialNotice: (date: string, amount: string) =>
    `Trial ends on ${date}, then ${amount}. Cancel before then and you will not be charged.`,
  updatePayment: "Update Payment",
  cancelSubscription: "Cancel Subscription",
  reactivateSubscription: "Reactivate Subscription",
  cancelDialog: {
    title: "We're sad to see you go",
    description: "Choose when your subscription ends.",
    atPeriodEnd: "Cancel at period end",
    immediately: "Cancel immediately",
    atPeriodEndHint: "You keep access until the end of the period you have paid for.",
    immediatelyHint: "Your access ends now.",
    keep: "Keep Subscription",
    confirm: "Cancel Subscription",
    busy: "Processing...",
  },
  updateDialog: {
    title: "Update Payment Method",
    description: "Enter the card to charge from the next payment on.",
    card: "Card Details",
    cardLoading: "Loading the secure card field...",
    submit: "Update Payment Method",
    busy: "Updating...",
  },
  /** The prefix of a server message when the server says it runs in test mode (§7). */
  testPrefix: "[TEST] ",
  /** §8 */
  cancelFailed: "Failed to cancel subscription",
  reactivated: "Subscription reactivated successfully!",
  reactivateFailed: "Failed to reactivate subscription",
  updateFailed: "Failed to update payment method",
  cardElementMissing: "Card element not found",
  paymentMethodFailed: "Payment method creation failed",
  paymentSystemLoading: "Payment system is loading. Please try again.",
  paymentMethodUpdated: "Payment method updated successfully!",
} as const;

/** investor-tools.md §4 and §9: the subscription is refetched 1 second after cancel or reactivate. */
export const REFETCH_AFTER_CHANGE_MS = 1000;
