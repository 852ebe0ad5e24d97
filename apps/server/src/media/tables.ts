// The admin media tables (migrations 007-admin-media, 021-upload-versions), part of db/schema.ts's Database.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Json } from "../db/column-types.ts";

/** One admin action: who, what, on what, when (issue 17). */
export interface AdminActionsTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  /** What it acted on, e.g. `lesson:12`, `course:4`. */
  target: string | null;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A direct-to-storage video upload in progress. */
export interface MediaUploadsTable {
  upload_id: string;
  lesson_id: number;
  object_key: string;
  /** bigint: read back as a string by node-postgres, a number by PGlite. */
  size: ColumnType<string | number, number, never>;
  /** bigint (migration 035: parts of up to 5 GiB), read back as for `size`. */
  part_size: ColumnType<string | number, number, never>;
  created_by: number | null;
  created_at: CreatedAt;
  filename: string;
  content_type: string;
  /** The lesson's video when the upload started: completing over a newer one needs consent. */
  base_key: string | null;
  replace_confirmed: Generated<boolean>;
  /** Stored, verified and given to the lesson: a repeated completion answers the same. */
  committed: Generated<boolean>;
}

/** A part the browser reported stored (ListParts stand-in for stores without it). */
export interface MediaUploadPartsTable {
  upload_id: string;
  part_number: number;
  etag: string;
}
