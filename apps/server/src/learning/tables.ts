// The enrolments table, part of db/schema.ts's Database.
import type { ColumnType } from "kysely";
import type { CreatedAt, NullableTimestamp } from "../db/column-types.ts";

export interface EnrollmentsTable {
  user_id: number;
  course_id: number;
  created_at: CreatedAt;
  /** The payment that gave it (migration 023); null when given otherwise (admin, test mode). */
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The payment plan that gave it (migration 095); paused with the plan. */
  payment_plan_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set while the plan that gave it is paused: no access, progress kept. */
  paused_at: NullableTimestamp;
}
