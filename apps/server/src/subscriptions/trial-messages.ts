/** Answers about free trials (issue 48); the client then shows the plan's price without one. */
export const TRIAL_ALREADY_USED =
  "You have already had a free trial of this plan, so subscribing now charges your card today.";
export const TRIAL_NOT_OFFERED =
  "Free trials are no longer offered for this plan, so subscribing now charges your card today.";
export const TRIAL_WITH_PROMOTION_CODE =
  "A promotion code cannot be combined with a free trial: remove the code to start the trial.";
