/** Answers of the calculator subscription calls (investor-tools spec 5 and 8 where it has words). */
export const EMAIL_AND_NAME_REQUIRED = "Email and name are required";
export const CALCULATOR_COMING_SOON = "Calculator Coming Soon: subscriptions are not open yet.";
export const ALREADY_SUBSCRIBED = "You already have calculator access.";
export const ALREADY_SUBSCRIBED_LOG_IN =
  "You already have calculator access. Log in to use it; nothing has been charged.";
export const SUBSCRIPTION_PAYMENT_NOT_COMPLETED = "Payment not completed";
export const SUBSCRIPTION_NOT_FOUND = "Subscription creation failed";
