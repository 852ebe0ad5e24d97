import { sql, type Kysely } from "kysely";

/**
 * A video upload's part size as the contract allows it (issue 45): S3 takes parts of up to
 * 5 GiB, and `integer` stopped at 2 GiB - 1, so a part size past that answered 500.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE media_uploads ALTER COLUMN part_size TYPE bigint;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE media_uploads ALTER COLUMN part_size TYPE integer;`.execute(db);
}
