import { parse, protocol, type PGlite } from "@electric-sql/pglite";

/** Distinct statements kept prepared; beyond it (lists of many lengths) queries go unprepared. */
export const MAX_PREPARED_STATEMENTS = 500;

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = "0A000";

interface Prepared {
  name: string;
  parameterTypes: number[];
}

export interface PreparedResult<R> {
  rows: R[];
  affectedRows: number | undefined;
}

const { serialize } = protocol;
const { parseDescribeStatementResults, parseResults } = parse;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on PGlite. PGlite's query() parses (and so plans) the text again on
 * every call and crosses into WebAssembly six times (parse, describe, bind, describe, execute,
 * sync); a prepared statement is parsed once, and each later call is one message batch: bind,
 * describe, execute, sync. PostgreSQL keeps each statement's plan (a generic plan after five
 * custom ones, as for any prepared statement) and replans by itself when a table changes.
 *
 * Callers must not overlap: the PGlite dialect leases its one connection to one query or
 * transaction at a time (execProtocol takes none of PGlite's own locks, and nothing else uses
 * the client while the dialect holds it).
 */
export function createPreparedStatements(client: PGlite) {
  let statements = new Map<string, Prepared>();
  let generation = 0;

  async function prepare(text: string): Promise<Prepared | undefined> {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_PREPARED_STATEMENTS) return undefined;
    const name = `academy_${generation}_${statements.size + 1}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    return prepared;
  }

  async function run<R>(prepared: Prepared, parameters: readonly unknown[]) {
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[prepared.parameterTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parseResults(messages, client.parsers);
    return {
      rows: (result?.rows ?? []) as R[],
      affectedRows: result?.affectedRows,
    };
  }

  /** Drops every statement: the next call of each text prepares it again under a new name. */
  async function forgetAll() {
    statements = new Map();
    generation += 1;
    await client.execProtocol(serialize.query("DEALLOCATE ALL"), { syncToFs: false });
  }

  return {
    /** One parameterised statement, prepared on first use. */
    async query<R>(text: string, parameters: readonly unknown[]): Promise<PreparedResult<R>> {
      const prepared = await prepare(text);
      if (!prepared) {
        const result = await client.query<R>(text, [...parameters]);
        return { rows: result.rows, affectedRows: result.affectedRows };
      }
      try {
        return await run<R>(prepared, parameters);
      } catch (error) {
        if (!(error instanceof Error && "code" in error && error.code === FEATURE_NOT_SUPPORTED))
          throw error;
        // A migration changed a table's columns under the statement: prepare it afresh.
        await forgetAll();
        const again = await prepare(text);
        if (!again) throw error;
        return await run<R>(again, parameters);
      }
    },
  };
}

export type PreparedStatements = ReturnType<typeof createPreparedStatements>;
