import type { ColumnType, Generated } from "kysely";

import type { NullableTimestamp } from "../db/column-types.ts";

export type DiscordTier = "pro" | "community";

/** The last subscription state the payments code reported for a user (see discord-access.ts). */
export interface DiscordMembershipsTable {
  user_id: number;
  tier: DiscordTier;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date;
  /** When the state must be looked at again without an event: the end of a cancelled period. */
  recheck_at: NullableTimestamp;
  updated_at: Date;
}

export type RoleActionKind = "grant" | "remove";
export type RoleActionStatus = "pending" | "succeeded" | "failed" | "superseded";

/** One grant or removal of a tier's role, with its attempts; pending rows are the retry queue. */
export interface DiscordRoleActionsTable {
  id: Generated<number>;
  user_id: number;
  discord_user_id: string;
  tier: DiscordTier;
  role_id: string;
  action: RoleActionKind;
  status: RoleActionStatus;
  attempts: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** Discord's JSON error code, e.g. 50013 Missing Permissions. */
  last_error_code: ColumnType<number | null, number | null | undefined, number | null>;
  next_attempt_at: Date;
  /** A worker holds the action until then (several instances share the queue). */
  locked_until: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
  completed_at: NullableTimestamp;
}

export interface DiscordInvitesTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  expires_at: Date;
  created_at: Date;
  /** Set when a newer invite from the portal replaced it (deleted at Discord). */
  revoked_at: NullableTimestamp;
}

/** One OAuth2 round trip's `state`: bound to the member, short-lived, used once. */
export interface DiscordOAuthStatesTable {
  /** SHA-256 (hex) of the state; the state itself only travels through the browser. */
  state_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: NullableTimestamp;
}
