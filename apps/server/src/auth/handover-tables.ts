import type { NullableTimestamp, Timestamp } from "../db/column-types.ts";

/** One-time codes that carry a session to another tab (issue #49, migration 075). */
export interface SessionHandoversTable {
  /** SHA-256 of the code: the code itself is never stored. */
  code_hash: string;
  user_id: number;
  /** The refresh family of the session that asked: the code dies with it. */
  source_family_id: string;
  /** The source session's standing (RefreshTokensTable): the new session inherits it. */
  password_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The hand-over's tables, part of db/schema.ts's Database. */
export interface HandoverTables {
  session_handovers: SessionHandoversTable;
}
