import { readPaymentPlanConfig, type PaymentPlanConfig } from "../payment-plans/plan-config.ts";

/** How the plan catalogue is configured; read from the environment by `loadConfig`. */
export interface CatalogueConfig extends PaymentPlanConfig {
  /** Free days before a Discord tier's first charge (issue 48: configurable, off by default). */
  discordTrialDays: number;
}

/** The longest trial a plan may carry, as the contract allows. */
export const MAX_TRIAL_DAYS = 365;

/** Reads DISCORD_TRIAL_DAYS (0 when unset); a problem is pushed to `problems`. */
export function readCatalogueConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): CatalogueConfig {
  const plans = readPaymentPlanConfig(value, problems);
  const raw = value("DISCORD_TRIAL_DAYS")?.trim() ?? "";
  if (raw === "") return { ...plans, discordTrialDays: 0 };
  const days = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(days >= 0 && days <= MAX_TRIAL_DAYS)) {
    problems.push(
      `DISCORD_TRIAL_DAYS must be a whole number of days from 0 to ${MAX_TRIAL_DAYS} (got "${raw}")`,
    );
    return { ...plans, discordTrialDays: 0 };
  }
  return { ...plans, discordTrialDays: days };
}
