/** Answers of the Discord join calls (spec sections 5 and 8 where it has the words). */
export const DISCORD_SALES_CLOSED = "Discord memberships are not available yet. Coming Soon.";
export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const PRICE_CHANGED =
  "The price of this tier has changed. Please reload the page to see the current price.";
export const ALREADY_MEMBER =
  "You already have a Discord membership. Manage it from the Manage Subscription page.";
export const ALREADY_MEMBER_LOG_IN =
  "You already have a Discord membership. Log in to manage it; nothing has been charged.";
export const PAYMENT_NOT_FOUND = "No Discord payment was started with this payment id.";
export const PAYMENT_NOT_SUCCESSFUL = "Payment was not successful";
