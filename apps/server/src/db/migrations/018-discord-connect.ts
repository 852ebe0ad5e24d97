import { sql, type Kysely } from "kysely";

/**
 * Connecting Discord from the site (issue 27):
 * - users.discord_username: the name Discord showed for the connected account, for the portal;
 * - discord_oauth_states: the `state` each OAuth2 round trip carries, bound to the member who
 *   started it, short-lived and used once (only its SHA-256 is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN discord_username text;

    CREATE TABLE discord_oauth_states (
      state_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX discord_oauth_states_user ON discord_oauth_states (user_id);

    ALTER TABLE discord_invites ADD COLUMN revoked_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE discord_invites DROP COLUMN revoked_at;
    DROP TABLE discord_oauth_states;
    ALTER TABLE users DROP COLUMN discord_username;
  `.execute(db);
}
