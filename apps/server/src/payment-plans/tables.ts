// The payment plans' tables (migration 095), part of db/schema.ts's Database.
import type { ColumnType, Generated, Selectable } from "kysely";
import type { CreatedAt, NullableTimestamp, Timestamp } from "../db/column-types.ts";

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** pending: first payment not made; paused: retries ran out; canceled: never paid. */
export type PaymentPlanStatus = "pending" | "active" | "paused" | "completed" | "canceled";

/** A course bought in monthly payments (issue 48 item 5). */
export interface CoursePaymentPlansTable {
  id: Generated<number>;
  course_id: number;
  /** Lower-cased and trimmed, like users.email. */
  buyer_email: string;
  buyer_name: string;
  /** Null until the first payment gives the account. */
  user_id: Nullable<number>;
  instalments: number;
  instalment_cents: number;
  status: ColumnType<PaymentPlanStatus, PaymentPlanStatus | undefined, PaymentPlanStatus>;
  provider_customer_id: string;
  /** The subscription collecting the plan now; null only between our row and the provider's. */
  provider_subscription_id: Nullable<string>;
  /** The first invoice's payment intent: the paying page proves its payment with it. */
  first_payment_intent_id: Nullable<string>;
  /** Our purchase attempt's key: a double click or a retry is one plan. */
  idempotency_key: string;
  /** The first payment created the buyer's account. */
  account_created: Generated<boolean>;
  next_payment_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One paid payment of a plan, numbered once in the order the provider was paid. */
export interface CoursePlanInstalmentsTable {
  invoice_id: string;
  plan_id: number;
  number: number;
  amount_cents: number;
  paid_at: Timestamp;
  /** When its receipt mail was recorded (claimed with the mail, so it goes once). */
  mailed_at: NullableTimestamp;
}

export interface PaymentPlanTables {
  course_payment_plans: CoursePaymentPlansTable;
  course_plan_instalments: CoursePlanInstalmentsTable;
}

export type PlanRow = Selectable<CoursePaymentPlansTable>;
