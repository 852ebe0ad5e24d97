import type { Config } from "../config.ts";

/**
 * Whether the demo accounts' purchases are made through the payments stand-in at start
 * (demo-history.ts): asked for (SEED_DEMO_HISTORY, on in development) with the demo accounts,
 * and never with real Stripe keys, whose account a start must not buy anything from.
 */
export function demoHistoryConfigured(config: Config): boolean {
  return config.seedDemoAccounts && config.seedDemoHistory && config.payments.stripe === undefined;
}
