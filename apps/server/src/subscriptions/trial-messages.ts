/** Answers about free trials (issue 48); the client then shows the plan's price without one. */
export const TRIAL_ALREADY_USED =
  "You have already had a free trial of this plan, so subscribing now charges your card today.";
export const TRIAL_NOT_OFFERED =
  "Free trials are no longer offered for this plan, so subscribing now charges your card today.";
export const TRIAL_WITH_PROMOTION_CODE =
  "A promotion code cannot be combined with a free trial: remove the code to start the trial.";
/** A trial ended when its card was saved (a second trial, issue 48); the page offers today's price. */
export const TRIAL_CARD_USED =
  "This card has already had a free trial, so this trial was ended and nothing was charged. Subscribe at today's price instead.";
export const TRIAL_PERSON_USED =
  "You have already had a free trial of this plan, so this trial was ended and nothing was charged. Subscribe at today's price instead.";
