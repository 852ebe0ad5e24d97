import type { ColumnType } from "kysely";

/** One site image per slot (migration 055). */
export interface SiteImagesTable {
  slot: string;
  version: string;
  alt: string;
  width: number;
  height: number;
  original_name: string;
  original_bytes: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

// The table joins the database's type from here, so the shared schema file stays as it is.
declare module "../db/schema.ts" {
  interface Database {
    site_images: SiteImagesTable;
  }
}
