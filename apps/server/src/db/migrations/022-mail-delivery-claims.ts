import { sql, type Kysely } from "kysely";

/**
 * A mail's SMTP delivery is claimed before it is tried, so a mail recorded by a process that
 * died before sending is sent once by whichever instance starts next, never by two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN claimed_at timestamptz;`.execute(db);
  // Mails recorded before claims existed count as tried: no start sends them again.
  await sql`UPDATE mail_outbox SET claimed_at = created_at;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN claimed_at;`.execute(db);
}
