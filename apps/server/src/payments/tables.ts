// The payments platform's tables (migration 006-payments), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Json, NullableTimestamp } from "../db/column-types.ts";

export interface PaymentsTable {
  id: Generated<number>;
  /** What was bought: course:1, course:2, course:3 (later calculator and discord plans). */
  product: string;
  course_id: number | null;
  method: "card" | "checkout" | "manual";
  /** Lower-cased and trimmed, like users.email. */
  buyer_email: string;
  buyer_name: string;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  amount_cents: number;
  currency: Generated<string>;
  /** The provider's status (requires_payment_method … succeeded), or succeeded for manual. */
  status: string;
  /** The key every provider call for this attempt carries (a double click gives one charge). */
  idempotency_key: string | null;
  provider_intent_id: string | null;
  provider_checkout_id: ColumnType<string | null, string | null | undefined, string | null>;
  card_last4: ColumnType<string | null, string | null | undefined, string | null>;
  failure_message: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin who recorded a manual payment. */
  recorded_by: ColumnType<number | null, number | null | undefined, number | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** This purchase created the buyer's account (its temporary password was mailed). */
  account_created: Generated<boolean>;
  /** The temporary password, sealed with the intent's client secret, for the buyer's /enroll. */
  temp_password_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  fulfilled_at: NullableTimestamp;
  receipt_sent_at: NullableTimestamp;
  /** Refunded because the buyer owned the course already (migration 023). */
  refunded_at: NullableTimestamp;
  /** The promotion code that discounted it (migration 080), its list price and discount. */
  promotion_code_id: ColumnType<number | null, number | null | undefined, number | null>;
  list_amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  discount_cents: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Our side of a promotion code (migration 080): its scope and limits; the discount mirrored. */
export interface PromotionCodesTable {
  id: Generated<number>;
  code: string;
  provider_promotion_code_id: string;
  provider_coupon_id: string;
  /** numeric: the driver answers a string. */
  percent_off: ColumnType<string | null, number | null | undefined, number | null>;
  amount_off_cents: ColumnType<number | null, number | null | undefined, number | null>;
  products: ColumnType<string[], string[] | undefined, string[]>;
  all_courses: Generated<boolean>;
  once_per_customer: Generated<boolean>;
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: NullableTimestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PromotionCodeRedemptionsTable {
  id: Generated<number>;
  promotion_code_id: number;
  buyer_email: string;
  once_per_customer: boolean;
  attempt_key: string;
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The subscription whose first invoice used the code (migration 085). */
  provider_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  reserved_at: ColumnType<Date, Date | undefined, Date>;
  redeemed_at: NullableTimestamp;
}

/** Promotion codes' tables (migration 080), part of db/schema.ts's Database. */
export interface PromotionCodeTables {
  promotion_codes: PromotionCodesTable;
  promotion_code_redemptions: PromotionCodeRedemptionsTable;
}

export interface PaymentEventsTable {
  event_id: string;
  type: string;
  received_at: CreatedAt;
  processed_at: NullableTimestamp;
}

/** The offline Stripe stand-in's objects, as the JSON documents its API answers with. */
export interface StripeStandinObjectsTable {
  id: string;
  object: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface StripeStandinIdempotencyTable {
  key: string;
  request_hash: string;
  /** Null while the first request with this key is still running. */
  status_code: number | null;
  response: string | null;
  created_at: CreatedAt;
}

export interface StripeStandinEventsTable {
  id: string;
  type: string;
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  delivered_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface StripeStandinClockTable {
  id: number;
  offset_seconds: number;
}

export interface DuplicateSubscriptionRefundsTable {
  subscription_id: string;
  customer_id: string;
  created_at: CreatedAt;
  /** Cancelled, refunded and the customer told. */
  done_at: NullableTimestamp;
}
