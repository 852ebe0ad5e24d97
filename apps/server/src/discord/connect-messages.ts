// What a member is told when connecting Discord goes wrong (issue 27), one home per sentence.

export const STATE_UNKNOWN =
  "This Discord connection was not started from your account. Start again from Connect Discord.";
export const STATE_USED =
  "This Discord connection was already completed. Start again from Connect Discord to connect another account.";
export const STATE_EXPIRED =
  "This Discord connection took too long (10 minutes). Start again from Connect Discord.";
export const NOT_CONNECTED = "No Discord account is connected.";
export const ACTION_NOT_RETRYABLE =
  "Only a pending or failed role action that is still current can be retried.";
export const ROLE_ACTION_NOT_FOUND = "Role action not found";
export const INVITE_NEEDS_MEMBERSHIP = "A new invite needs an active Discord membership.";
export const INVITE_UNAVAILABLE =
  "Discord could not make a new invite just now. Please try again in a moment.";
