// The free trials' table (migration 090-trial-claims), part of db/schema.ts's Database.
import type { CreatedAt } from "../db/column-types.ts";

export interface TrialClaimsTable {
  product: string;
  identity: string;
  subscription_id: string;
  claimed_at: CreatedAt;
}

export interface TrialTables {
  trial_claims: TrialClaimsTable;
}
