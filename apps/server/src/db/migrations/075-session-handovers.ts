import { sql, type Kysely } from "kysely";

/**
 * One-time hand-over codes (issue #49): the embed frame's session lives in the partner site's
 * storage partition, so a tab of our own site gets a session of its own by trading a code once.
 * Only the code's SHA-256 is kept. The row carries the source session (its refresh family, so
 * a code dies with a logout or a password reset) and its standing (`password_at`, `ends_at` as
 * in refresh_tokens since 025), which the new session inherits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE session_handovers (
      code_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      source_family_id text NOT NULL,
      password_at timestamptz,
      ends_at timestamptz,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX session_handovers_expires_at ON session_handovers (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE session_handovers;`.execute(db);
}
