import { createHash } from "node:crypto";
import type pg from "pg";
import { MAX_PREPARED_STATEMENTS } from "./pglite-prepared.ts";

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = "0A000";

type Query = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

/**
 * Names for node-postgres's prepared statements: a parameterised text gets a name derived from
 * it, so each pooled connection parses and plans it once and then only binds and executes.
 * Distinct texts are capped (lists of many lengths would otherwise grow every connection's
 * statements without end); beyond the cap, queries go unnamed as before. A migration that
 * changes a table's columns under a statement starts a new generation of names.
 *
 * Named statements live on a connection: behind a pooler in transaction mode (PgBouncer before
 * 1.21) set the pool to session mode.
 */
export function createStatementNames() {
  const named = new Set<string>();
  let generation = 0;
  return {
    nameOf(text: string): string | undefined {
      if (!named.has(text)) {
        if (named.size >= MAX_PREPARED_STATEMENTS) return undefined;
        named.add(text);
      }
      const digest = createHash("sha1").update(text).digest("base64url").slice(0, 27);
      return `academy_${generation}_${digest}`;
    },
    /** Statements prepared before a schema change are left behind under their old names. */
    renew() {
      generation += 1;
    },
  };
}

export type StatementNames = ReturnType<typeof createStatementNames>;

/**
 * Sends each parameterised query of this client (Kysely calls query(text, values)) as a named,
 * prepared statement; every other call (cursors, callbacks, no values) goes through unchanged.
 */
export function prepareStatementsOn(client: pg.PoolClient, names: StatementNames): void {
  const original = client.query;
  const send: Query = (config) => Reflect.apply(original, client, [config]);
  const prepared = async (text: string, values: unknown[]) => {
    const name = names.nameOf(text);
    if (name === undefined) return send({ text, values });
    try {
      return await send({ name, text, values });
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === FEATURE_NOT_SUPPORTED))
        throw error;
      names.renew();
      return send({ name: names.nameOf(text), text, values });
    }
  };
  const query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== "string" || !Array.isArray(values) || !values.length)
      return Reflect.apply(original, client, args);
    return prepared(text, values);
  };
  Object.assign(client, { query });
}
