import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { lockFolder } from "./folder-lock.ts";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications.ts";
import { createStatementNames, prepareStatementsOn } from "./pg-prepared.ts";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { Database } from "./schema.ts";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The schema holding the tables (PGlite always uses public). */
  schema: string;
  /** LISTEN/NOTIFY on this database (the change feed); absent where nothing else shares it. */
  notifications?: Notifications;
  /** The connection pool's use (PostgreSQL; PGlite is one session): for metrics. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** PostgreSQL schema to work in (created if missing): gives each test file its own tables. */
  schema?: string | undefined;
  poolSize?: number;
}

const INT8_OID = 20;

/** Opens the one query layer over either PGlite or a PostgreSQL server. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
      throw new Error(`Invalid schema name: ${schema}`);
    }
    if (schema !== undefined) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
      // Counts come back as int8; every count here fits a JS number.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client whose connection the server ends (a restart, a failover, a terminated
    // backend) is reported here; the pool discards it and connects anew on the next query.
    // Without a listener Node treats the event as an uncaught error and the process exits.
    pool.on("error", () => {});
    // Every connection sends parameterised queries as prepared statements (pg-prepared.ts).
    const names = createStatementNames();
    pool.on("connect", (client) => prepareStatementsOn(client, names));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      schema: schema ?? "public",
      notifications: postgresNotifications(options.databaseUrl),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }

  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.pgliteDir !== undefined) {
    dataDir = path.resolve(options.pgliteDir);
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir === undefined ? {} : { dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: "pglite",
    schema: "public",
    notifications: pgliteNotifications(client, db),
    async close() {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
