import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database.ts";
import type { DatabaseHandle } from "./connect.ts";
import { MAX_PREPARED_STATEMENTS } from "./pglite-prepared.ts";

/** The prepared statements of either engine (pglite-prepared.ts, pg-prepared.ts). */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`CREATE TABLE prepared_probe (id integer PRIMARY KEY, label text NOT NULL)`.execute(
    handle.db,
  );
  await sql`INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')`.execute(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const probe = (id: number) =>
  sql<Record<string, unknown>>`SELECT * FROM prepared_probe WHERE id = ${id}`.execute(handle.db);

describe("prepared statements", () => {
  it("give each call its own parameters and typed values", async () => {
    for (let round = 0; round < 8; round++) {
      expect((await probe(1)).rows).toEqual([{ id: 1, label: "one" }]);
      expect((await probe(2)).rows).toEqual([{ id: 2, label: "two" }]);
    }
    const stamp = new Date("2026-01-02T03:04:05.000Z");
    const { rows } = await sql<{ at: Date; flag: boolean; nothing: null }>`
      SELECT ${stamp}::timestamptz AS at, ${true}::boolean AS flag, ${null}::text AS nothing
    `.execute(handle.db);
    expect(rows).toEqual([{ at: stamp, flag: true, nothing: null }]);
  });

  it("follow a table whose columns change under a prepared statement", async () => {
    expect((await probe(1)).rows).toEqual([{ id: 1, label: "one" }]);
    await sql`ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'n'`.execute(
      handle.db,
    );
    expect((await probe(1)).rows).toEqual([{ id: 1, label: "one", note: "n" }]);
    expect((await probe(2)).rows).toEqual([{ id: 2, label: "two", note: "n" }]);
  });

  it("report a failing statement and keep working after it", async () => {
    await expect(
      sql`SELECT * FROM prepared_probe_missing WHERE id = ${1}`.execute(handle.db),
    ).rejects.toThrow(/prepared_probe_missing/);
    await expect(
      sql`INSERT INTO prepared_probe (id, label) VALUES (${1}, ${"again"})`.execute(handle.db),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await probe(2)).rows).toHaveLength(1);
  });

  it("still answer once more distinct statements than are kept prepared were sent", async () => {
    for (let n = 1; n <= MAX_PREPARED_STATEMENTS + 5; n++) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT ${n}::int + ${sql.raw(String(n))} AS n`.execute(handle.db);
      expect(rows).toEqual([{ n: 2 * n }]);
    }
  });
});
