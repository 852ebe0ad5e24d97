import type { Kysely } from "kysely";
import type { Clock } from "../auth/clock.ts";
import type { Database } from "../db/schema.ts";
import { ACTIVE_STATUSES } from "../payments/statuses.ts";

/**
 * Subscription statuses that open the calculator. A failed renewal (`past_due`, `unpaid`) ends
 * access at once (issue 15: "failed renewal → no access"); a cancellation at period end keeps
 * the status `active` until the period ends, and `current_period_end` closes it then even if
 * the provider's final event is late.
 */
export const ACCESS_STATUSES: readonly string[] = [...ACTIVE_STATUSES];

export interface CalculatorAccess {
  /** Whether the user may use the subscriber features (saving deals); admins always may. */
  hasAccess(userId: number): Promise<boolean>;
}

/**
 * The one access decision for the calculator subscription, read from `calculator_access`
 * (one row per user: status and current period end, kept in step by the payments code).
 */
export function createCalculatorAccess(db: Kysely<Database>, clock: Clock): CalculatorAccess {
  return {
    async hasAccess(userId) {
      const row = await db
        .selectFrom("users")
        .leftJoin("calculator_access", "calculator_access.user_id", "users.id")
        .select([
          "users.is_admin",
          "calculator_access.status",
          "calculator_access.current_period_end",
        ])
        .where("users.id", "=", userId)
        .executeTakeFirst();
      if (!row) return false;
      if (row.is_admin) return true;
      return (
        row.status !== null &&
        ACCESS_STATUSES.includes(row.status) &&
        row.current_period_end !== null &&
        row.current_period_end.getTime() > clock().getTime()
      );
    },
  };
}
