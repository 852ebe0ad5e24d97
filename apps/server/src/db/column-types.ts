import type { ColumnType } from "kysely";

/** A timestamp the database fills in: read as a Date, written as a Date or left out. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type Timestamp = ColumnType<Date, Date, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** JSON stored in a jsonb column: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
