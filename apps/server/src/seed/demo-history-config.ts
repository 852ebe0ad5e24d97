import type { Config } from "../config.ts";

/**
 * Whether the demo accounts' purchases are made through the payments stand-in at start
 * (demo-history.ts): with the demo accounts, on the stand-in (never with real Stripe keys,
 * whose account a start must not buy anything from), and outside test runs, whose files each
 * start from the seeded accounts as they were.
 */
export function demoHistoryConfigured(config: Config): boolean {
  return (
    config.seedDemoAccounts && config.payments.stripe === undefined && config.nodeEnv !== "test"
  );
}
