import { sql, type Kysely } from "kysely";

/**
 * Saved deals take the Rental Analyzer's modes too (issue 46): `rental` and `brrrr` beside the
 * Deal Analyzer's four. Same table, same rules; the contract's `Deal` schema checks the inputs.
 * (`saved_deals_kind_check` is PostgreSQL's name for 009's unnamed column check.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE saved_deals DROP CONSTRAINT saved_deals_kind_check;
    ALTER TABLE saved_deals ADD CONSTRAINT saved_deals_kind_check
      CHECK (kind IN ('land', 'flip', 'renovation', 'construction', 'rental', 'brrrr'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM saved_deals WHERE kind IN ('rental', 'brrrr');
    ALTER TABLE saved_deals DROP CONSTRAINT saved_deals_kind_check;
    ALTER TABLE saved_deals ADD CONSTRAINT saved_deals_kind_check
      CHECK (kind IN ('land', 'flip', 'renovation', 'construction'));
  `.execute(db);
}
