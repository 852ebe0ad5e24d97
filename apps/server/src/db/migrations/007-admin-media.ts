import { sql, type Kysely } from "kysely";

/**
 * admin_actions: who did which admin action, to what, and when (issue 17). media_uploads: the
 * direct-to-storage uploads in progress, so any instance can complete or abort one and the
 * lesson changes only when its upload completes and passes the checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_actions (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL,
      target text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await sql`CREATE INDEX admin_actions_created_at ON admin_actions (created_at);`.execute(db);
  await sql`
    CREATE TABLE media_uploads (
      upload_id text PRIMARY KEY,
      lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
      object_key text NOT NULL,
      size bigint NOT NULL,
      part_size integer NOT NULL,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE media_uploads;`.execute(db);
  await sql`DROP TABLE admin_actions;`.execute(db);
}
