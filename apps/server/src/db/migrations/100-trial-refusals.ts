import { sql, type Kysely } from "kysely";

/**
 * Trials billing ended at once as a second trial (issue 48): the person, or the card, had one
 * already. Stored before the trial is ended, so the page that saved the card is answered what
 * happened (409, no charge, today's price instead) whichever of it and the webhook ended it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE trial_refusals (
      subscription_id text PRIMARY KEY,
      product text NOT NULL,
      -- card: only the card's fingerprint had a trial; person: the e-mail, customer or account.
      reason text NOT NULL CHECK (reason IN ('card', 'person')),
      refused_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE trial_refusals;`.execute(db);
}
