// What the owner's console answers (issue 47), in one place.
export const PERSON_NOT_FOUND = "Person not found";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const COURSE_NOT_HELD = "This person does not hold that course.";
export const REASON_REQUIRED = "reason: say why, in at least 3 characters";
export const KEY_REUSED = "This idempotency key was used for another action.";
export const ACTION_UNDER_WAY = "This action is already under way; try again in a moment.";
export const ACTION_INTERRUPTED =
  "This action was interrupted before it finished. Check the person's page, then do it again if it is still needed.";
export const ALREADY_REFUNDED = "This payment has been refunded already.";
export const NOT_REFUNDABLE = "Only a paid payment can be refunded.";
export const REFUND_TOO_LARGE = "The refund cannot be more than the payment.";
export const REFUND_REFUSED = "The payment provider refused the refund.";
/** REFUND_REFUSED with the provider's own reason. */
export const refundRefused = (reason: string) => `${REFUND_REFUSED} ${reason}`;
export const NO_DISCORD_MEMBERSHIP = "This person has no Discord membership to sync.";
export const NO_DISCORD_LINK = "This person has not connected a Discord account.";
export const EXTEND_NOT_POSSIBLE = "Only a live subscription the provider manages can be extended.";
export const COURSE_GRANTED = "Course given.";
export const COURSE_HELD_ALREADY = "This person holds that course already.";
export const COURSE_REVOKED = "Course taken away.";
export const REFUNDED = "Refunded; the access it paid for has ended.";
export const ROLE_RESYNCED = "Discord role handed to role delivery again.";
export const WELCOME_SENT = "Welcome mail sent.";
export const INVITE_SENT = "A new Discord invite was mailed.";
export const SESSIONS_ENDED = "Every session ended.";
export const subscriptionExtended = (days: number) =>
  `Period extended by ${days} free day${days === 1 ? "" : "s"}.`;
export const invalidRange = "The period must run forwards and cover at most 731 days.";
/** A click-through to the people behind a figure that lacks the key that figure needs. */
export const figureNeeds = (figure: string, key: string) =>
  `${key}: the figure "${figure}" needs it.`;
