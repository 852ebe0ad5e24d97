import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { syncPlan } from "./sync.ts";

/** The provider retries an event for up to 3 days: older unpaid starts were abandoned. */
const LOOK_BACK_MS = 3 * 86_400_000;
const BATCH = 100;

/**
 * Run on every start, beside billing's own recovery: a plan the process died in the middle of
 * (a first payment made but not yet given, a receipt not yet mailed) is synced again now,
 * whether or not the provider's event comes back. syncPlan is idempotent, so an event that
 * arrives as well changes nothing.
 */
export async function resumePlans(services: Services): Promise<number> {
  const since = new Date(Date.now() - LOOK_BACK_MS);
  const unmailed = (eb: ExpressionBuilder<Database, "course_payment_plans">) =>
    eb.selectFrom("course_plan_instalments").select("plan_id").where("mailed_at", "is", null);
  const plans = await services.db
    .selectFrom("course_payment_plans")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("status", "=", "pending"),
          eb("provider_subscription_id", "is not", null),
          eb("created_at", ">", since),
        ]),
        // A cancelled plan mails nothing (its payment was given back).
        eb.and([eb("status", "!=", "canceled"), eb("id", "in", unmailed(eb))]),
      ]),
    )
    .orderBy("id")
    .limit(BATCH)
    .execute();
  for (const plan of plans) await syncPlan(services, plan.id);
  return plans.length;
}
