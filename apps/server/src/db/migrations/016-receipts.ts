import { sql, type Kysely } from "kysely";

/**
 * Our own receipt numbers (issue 25): receipts and the account page print R-000042, never the
 * provider's ids. One number per source (`payment:<id>` for a course purchase, `invoice:<id>`
 * for a subscription invoice), handed out in order by the identity column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE receipts (
      number integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      source text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE receipts;`.execute(db);
}
