// Our receipts' tables (issues 25 and 45), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, NullableTimestamp } from "../db/column-types.ts";

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Our receipt numbers (R-000042 is number 42, one per course payment or invoice) and, from
 * migration 030, what was paid, frozen when it was paid (null until captured).
 */
export interface ReceiptsTable {
  number: Generated<number>;
  source: string;
  created_at: CreatedAt;
  captured_at: NullableTimestamp;
  /** `paid`: written by the payment's own path; `backfill`: on first read of an older receipt. */
  capture: Nullable<"paid" | "backfill">;
  /** The headline: the course, or the plan the invoice bought ("Discord Pro (yearly)"). */
  description: Nullable<string>;
  currency: Nullable<string>;
  paid_at: NullableTimestamp;
  amount_paid_cents: Nullable<number>;
  /** The one thing that moves after payment: refunds, as the provider's charge reports them. */
  amount_refunded_cents: Generated<number>;
  paid_by: Nullable<"card" | "credit" | "manual">;
  card_brand: Nullable<string>;
  card_last4: Nullable<string>;
  test_mode: Nullable<boolean>;
  /** The provider's payment intent that took the money (refunds are found by it). */
  provider_intent_id: Nullable<string>;
}

/** A receipt's line items, in the order the invoice (or payment) listed them. */
export interface ReceiptLinesTable {
  receipt_number: number;
  position: number;
  kind: "item" | "proration" | "discount" | "credit";
  description: string;
  amount_cents: number;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
}

/** Billing mails sent (migration 024): a key per notice, claimed in the mail's transaction. */
export interface BillingNoticesTable {
  key: string;
  created_at: CreatedAt;
}
