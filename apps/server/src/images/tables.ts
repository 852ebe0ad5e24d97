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

export interface SiteImageTables {
  site_images: SiteImagesTable;
}
