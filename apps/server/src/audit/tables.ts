// The owner's console tables (migration 040-admin-console), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Json, NullableTimestamp } from "../db/column-types.ts";

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type AuditActor = "admin" | "webhook" | "role-worker" | "system";

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor: AuditActor;
  actor_id: Nullable<number>;
  action: string;
  person_id: Nullable<number>;
  target: Nullable<string>;
  reason: Nullable<string>;
  details: Json<Record<string, unknown>>;
  idempotency_key: Nullable<string>;
}

/** One admin action's idempotency key, claimed before the action and answered after. */
export interface AdminRequestsTable {
  idempotency_key: string;
  actor_id: number;
  action: string;
  target: string;
  started_at: CreatedAt;
  audit_id: Nullable<number>;
  message: Nullable<string>;
}

/** One refund per payment (`payment-<id>` or an invoice id). */
export interface PaymentRefundsTable {
  payment_ref: string;
  person_id: Nullable<number>;
  amount_cents: number;
  provider_refund_id: Nullable<string>;
  created_by: Nullable<number>;
  created_at: CreatedAt;
  done_at: NullableTimestamp;
}

/** A subscription invoice paid (migration 040): revenue for the numbers page. */
export interface SubscriptionChargesTable {
  invoice_id: string;
  subscription_id: number;
  /** calculator, discord_pro or discord_community */
  plan: string;
  amount_cents: number;
  paid_at: Date;
}

/** The owner's console's tables, as db/schema.ts's Database holds them. */
export interface ConsoleTables {
  audit_log: AuditLogTable;
  admin_requests: AdminRequestsTable;
  payment_refunds: PaymentRefundsTable;
  subscription_charges: SubscriptionChargesTable;
}
