// The mail_outbox table (migrations 001 and 022), part of db/schema.ts's Database.
import type { Generated } from "kysely";
import type { CreatedAt, NullableTimestamp } from "../db/column-types.ts";

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
  /** When an instance began its SMTP delivery (migration 022). */
  claimed_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  error: string | null;
}
