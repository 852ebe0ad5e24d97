// Our receipt numbers' table (issue 25), part of db/schema.ts's Database.
import type { Generated } from "kysely";
import type { CreatedAt } from "../db/column-types.ts";

/** Our receipt numbers: R-000042 is number 42 (one per course payment or invoice). */
export interface ReceiptsTable {
  number: Generated<number>;
  source: string;
  created_at: CreatedAt;
}

/** Billing mails sent (migration 024): a key per notice, claimed in the mail's transaction. */
export interface BillingNoticesTable {
  key: string;
  created_at: CreatedAt;
}
