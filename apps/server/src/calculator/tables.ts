// The calculator subscription's table (migration 010), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt } from "../db/column-types.ts";

/** A calculator subscription a buyer started (calculator/subscription-purchase.ts). */
export interface CalculatorSubscriptionsTable {
  id: Generated<number>;
  subscription_id: string;
  payment_intent_id: string;
  attempt_key: string;
  buyer_email: string;
  buyer_name: string;
  billing_cycle: "monthly" | "yearly";
  user_id: number | null;
  status: string;
  account_created: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
