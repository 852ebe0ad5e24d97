import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import pg from "pg";
import { connectDatabase } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { PGliteDialect } from "../db/pglite-dialect.ts";
import type { Database } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";

/**
 * Where each test file's database is cloned from: migrating and seeding a database takes
 * seconds, copying a finished one a fraction of that. Built once per run (global-setup.ts).
 */
export type TemplateSet =
  | { kind: "pglite"; seeded: string; bare: string }
  | { kind: "postgres"; seeded: string; bare: string };

export type TemplateVariant = "seeded" | "bare";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CACHE_DIR = path.join(serverDir, "node_modules/.cache/test-databases");

/** What a template is made of: the migrations, the seed and the PGlite version. */
function templateKey(): string {
  const hash = createHash("sha256");
  const sources = ["src/db/migrate.ts", "src/db/migrations", "src/seed"];
  for (const source of sources) {
    const full = path.join(serverDir, source);
    const files = full.endsWith(".ts")
      ? [full]
      : readdirSync(full, { recursive: true, encoding: "utf8" })
          .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
          .sort()
          .map((name) => path.join(full, name));
    for (const file of files) {
      hash.update(path.relative(serverDir, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(path.join(serverDir, "node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}

async function fill(db: Kysely<Database>, schema: string, variant: TemplateVariant) {
  await migrateToLatest(db, schema);
  if (variant === "seeded") await seed(db, { demoAccounts: true, demoMedia: true });
}

/**
 * PGlite templates are data-folder tarballs, cached under node_modules/.cache by a hash of
 * the migrations and the seed: a later run with the same ones reuses them.
 */
async function pgliteTemplate(key: string, variant: TemplateVariant): Promise<string> {
  const file = path.join(CACHE_DIR, `${key}-${variant}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await fill(db, "public", variant);
  const dump = await client.dumpDataDir("none");
  await db.destroy();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** A connection string naming another database on the same server. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `statement` on the server's maintenance connection (the URL's own database). */
export async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(
  databaseUrl: string,
  key: string,
  variant: TemplateVariant,
): Promise<string> {
  const name = `academy_template_${key}_${variant}`;
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const handle = await connectDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
  try {
    await fill(handle.db, "public", variant);
  } finally {
    await handle.close();
  }
  return name;
}

/** Builds (or finds in the cache) both templates for this run's database kind. */
export async function buildTemplates(databaseUrl: string | undefined): Promise<TemplateSet> {
  const key = templateKey();
  if (databaseUrl) {
    return {
      kind: "postgres",
      seeded: await postgresTemplate(databaseUrl, key, "seeded"),
      bare: await postgresTemplate(databaseUrl, key, "bare"),
    };
  }
  return {
    kind: "pglite",
    seeded: await pgliteTemplate(key, "seeded"),
    bare: await pgliteTemplate(key, "bare"),
  };
}

/** Removes the PostgreSQL templates at the end of the run (PGlite's stay cached on disk). */
export async function dropTemplates(databaseUrl: string | undefined, templates: TemplateSet) {
  if (!databaseUrl || templates.kind !== "postgres") return;
  for (const name of [templates.seeded, templates.bare]) {
    await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
