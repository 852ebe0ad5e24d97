import { sql, type Kysely } from "kysely";

/**
 * Site images (issue 50): one row per place on the site (hero, a course's cover, an
 * instructor's photo) naming its current master in the media storage. `version` is the
 * master's content hash, part of every variant's URL, so a new image never meets an old cache.
 * Alt text is required: the database refuses a blank one too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE site_images (
      slot text PRIMARY KEY,
      version text NOT NULL,
      alt text NOT NULL CHECK (length(btrim(alt)) > 0),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      original_name text NOT NULL,
      original_bytes integer NOT NULL CHECK (original_bytes >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE site_images;`.execute(db);
}
