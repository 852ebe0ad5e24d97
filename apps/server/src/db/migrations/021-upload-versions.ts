import { sql, type Kysely } from "kysely";

/**
 * Uploads in parts through Uppy (issue 28): each upload keeps the file's own name and type, its
 * part size, the lesson video it set out to replace (the version check) and whether the admin
 * confirmed replacing a newer one; the parts the browser reported (for stores without
 * ListParts); lessons keep their files' original names for downloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE media_uploads
      ADD COLUMN filename text NOT NULL DEFAULT 'video',
      ADD COLUMN content_type text NOT NULL DEFAULT 'application/octet-stream',
      ADD COLUMN base_key text,
      ADD COLUMN replace_confirmed boolean NOT NULL DEFAULT false,
      ADD COLUMN committed boolean NOT NULL DEFAULT false;
  `.execute(db);
  await sql`CREATE INDEX media_uploads_created_at ON media_uploads (created_at);`.execute(db);
  await sql`
    CREATE TABLE media_upload_parts (
      upload_id text NOT NULL REFERENCES media_uploads(upload_id) ON DELETE CASCADE,
      part_number integer NOT NULL,
      etag text NOT NULL,
      PRIMARY KEY (upload_id, part_number)
    );
  `.execute(db);
  await sql`
    ALTER TABLE lessons
      ADD COLUMN video_filename text,
      ADD COLUMN document_filename text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE lessons DROP COLUMN video_filename, DROP COLUMN document_filename;`.execute(
    db,
  );
  await sql`DROP TABLE media_upload_parts;`.execute(db);
  await sql`DROP INDEX media_uploads_created_at;`.execute(db);
  await sql`
    ALTER TABLE media_uploads DROP COLUMN filename, DROP COLUMN content_type,
      DROP COLUMN base_key, DROP COLUMN replace_confirmed, DROP COLUMN committed;
  `.execute(db);
}
