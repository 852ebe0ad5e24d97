import { HttpError } from "../http/errors.ts";
import {
  TRIAL_USER_METADATA,
  trialAvailable,
  type TrialBuyer,
  type TrialProduct,
} from "../payments/trial-claims.ts";
import type { Services } from "../services.ts";
import { findUserByEmail } from "../users/users.ts";
import {
  TRIAL_ALREADY_USED,
  TRIAL_NOT_OFFERED,
  TRIAL_WITH_PROMOTION_CODE,
} from "./trial-messages.ts";

/** The free days configured for a product (0: none; the catalogue states the same). */
export function configuredTrialDays(services: Services, product: TrialProduct): number {
  const { catalogue } = services.config;
  return product === "calculator" ? catalogue.calculatorTrialDays : catalogue.discordTrialDays;
}

/**
 * The free days a start gets (issue 48). Only when the page asked for the trial it showed
 * (`asked`): a page that showed the price charges today, as it said. A trial asked for but not
 * to be had (the person had one, or trials were turned off since the page loaded) is a 409
 * with action `no_trial` before anything is created: the page then shows today's price and the
 * buyer decides, so nobody is charged after being told "free".
 */
export async function trialDaysFor(
  services: Services,
  product: TrialProduct,
  asked: boolean | undefined,
  buyer: TrialBuyer,
): Promise<number> {
  if (!asked) return 0;
  const days = configuredTrialDays(services, product);
  if (days === 0) throw new HttpError(409, TRIAL_NOT_OFFERED, {}, "no_trial");
  if (!(await trialAvailable(services.db, product, buyer)))
    throw new HttpError(409, TRIAL_ALREADY_USED, {}, "no_trial");
  return days;
}

/**
 * A promotion code discounts a first payment made today (the provider's once-coupon would be
 * spent on the trial's $0 invoice), so a start asks for one or the other, never both: a 422
 * before anything is reserved or created.
 */
export function refuseTrialWithCode(trialAsked: boolean | undefined, code: string | undefined) {
  if (trialAsked && code) throw new HttpError(422, TRIAL_WITH_PROMOTION_CODE);
}

/**
 * A start's trial: its days (trialDaysFor) and the metadata that names the buyer's account for
 * the trial's claim (the caller, or the account of the e-mail). Nothing when none was asked for.
 */
export async function trialOfStart(
  services: Services,
  product: TrialProduct,
  asked: boolean | undefined,
  buyer: { email: string; customerId: string; callerId: number | null },
): Promise<{ trialDays: number; metadata: Record<string, string> }> {
  if (!asked) return { trialDays: 0, metadata: {} };
  const userId = buyer.callerId ?? (await findUserByEmail(services.db, buyer.email))?.id ?? null;
  const trialDays = await trialDaysFor(services, product, asked, { ...buyer, userId });
  const metadata: Record<string, string> =
    userId === null ? {} : { [TRIAL_USER_METADATA]: String(userId) };
  return { trialDays, metadata };
}
