// The subscriptions table (migration 011), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, NullableTimestamp, Timestamp } from "../db/column-types.ts";

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type SubscriptionProduct = "calculator" | "discord";

/** A subscription a customer pays for: a Discord membership or a calculator subscription. */
export interface SubscriptionsTable {
  id: Generated<number>;
  /** Null while a guest's first payment is under way (the account comes with the payment). */
  user_id: Nullable<number>;
  product: ColumnType<SubscriptionProduct, SubscriptionProduct | undefined, SubscriptionProduct>;
  /** The Discord tier; null for the calculator. */
  tier: Nullable<"pro" | "community">;
  /** The provider's status (incomplete, active, past_due, unpaid, canceled, ...). */
  status: string;
  amount_cents: number;
  currency: Generated<string>;
  billing_cycle: "monthly" | "yearly";
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  next_billing_date: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  /** Null for a seeded membership, which cannot be changed online. */
  provider_subscription_id: Nullable<string>;
  provider_customer_id: Nullable<string>;
  /** The first invoice's payment intent: the browser proves its payment with it. */
  first_payment_intent_id: Nullable<string>;
  /** Our purchase attempt's key (a double click or a retry gives one subscription). */
  idempotency_key: Nullable<string>;
  /** Lower-cased and trimmed, like users.email. */
  buyer_email: Nullable<string>;
  buyer_name: Nullable<string>;
  default_payment_method: Nullable<string>;
  card_brand: Nullable<string>;
  card_last4: Nullable<string>;
  card_exp_month: Nullable<number>;
  card_exp_year: Nullable<number>;
  /** This payment created the member's account (the welcome mail carried its password). */
  account_created: Generated<boolean>;
  /** When the welcome mail went out: it goes once, whoever (browser or webhook) gets there first. */
  welcomed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
