// The free trials' tables (migrations 090-trial-claims, 100-trial-refusals), part of
// db/schema.ts's Database.
import type { CreatedAt } from "../db/column-types.ts";

export interface TrialClaimsTable {
  product: string;
  identity: string;
  subscription_id: string;
  claimed_at: CreatedAt;
}

/** Why a trial was ended as a second one: its card had a trial, or its person had. */
export type TrialRefusalReason = "card" | "person";

export interface TrialRefusalsTable {
  subscription_id: string;
  product: string;
  reason: TrialRefusalReason;
  refused_at: CreatedAt;
}

export interface TrialTables {
  trial_claims: TrialClaimsTable;
  trial_refusals: TrialRefusalsTable;
}
