import { readPaymentPlanConfig, type PaymentPlanConfig } from "../payment-plans/plan-config.ts";

/** How the plan catalogue is configured; read from the environment by `loadConfig`. */
export interface CatalogueConfig extends PaymentPlanConfig {
  /**
   * Free days before the calculator's first charge (issue 48). Off (0) unless
   * CALCULATOR_TRIAL_DAYS is set: the spec's modal charges today ("Subscribe - $9/mo").
   */
  calculatorTrialDays: number;
  /** Free days before a Discord tier's first charge (issue 48: configurable, off by default). */
  discordTrialDays: number;
}

/** The longest trial a plan may carry, as the contract allows. */
export const MAX_TRIAL_DAYS = 365;

/** Reads a trial setting in whole days (0 when unset); a problem is pushed to `problems`. */
function readTrialDays(
  name: string,
  value: (name: string) => string | undefined,
  problems: string[],
): number {
  const raw = value(name)?.trim() ?? "";
  if (raw === "") return 0;
  const days = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(days >= 0 && days <= MAX_TRIAL_DAYS)) {
    problems.push(
      `${name} must be a whole number of days from 0 to ${MAX_TRIAL_DAYS} (got "${raw}")`,
    );
    return 0;
  }
  return days;
}

/** Reads CALCULATOR_TRIAL_DAYS and DISCORD_TRIAL_DAYS (0, no trial, when unset). */
export function readCatalogueConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): CatalogueConfig {
  return {
    ...readPaymentPlanConfig(value, problems),
    calculatorTrialDays: readTrialDays("CALCULATOR_TRIAL_DAYS", value, problems),
    discordTrialDays: readTrialDays("DISCORD_TRIAL_DAYS", value, problems),
  };
}
