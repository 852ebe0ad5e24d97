import { HttpError } from "../http/errors.ts";
import { trialRefusalOf } from "../payments/trial-refusals.ts";
import type { Services } from "../services.ts";
import { TRIAL_CARD_USED, TRIAL_PERSON_USED } from "./trial-messages.ts";

/**
 * The subscribe calls' answer for a trial billing ended when its card was saved (a second
 * trial of the card or the person, issue 48): a 409 with action `no_trial`, as a trial refused
 * at its start, so the page shows today's price instead of a success. Nothing when it was not.
 */
export async function refuseEndedTrial(services: Services, subscriptionId: string): Promise<void> {
  const reason = await trialRefusalOf(services.db, subscriptionId);
  if (reason === null) return;
  const detail = reason === "card" ? TRIAL_CARD_USED : TRIAL_PERSON_USED;
  throw new HttpError(409, detail, {}, "no_trial");
}
