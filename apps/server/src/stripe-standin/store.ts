import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { missing } from "./errors.ts";

/** A stored Stripe object: what the API answers, plus private `_standin` state never sent. */
export interface StripeDoc {
  id: string;
  object: string;
  [field: string]: unknown;
}

/**
 * The stand-in's objects in the database, one JSON document each, as Stripe's API shows them.
 * Writes are serialised by the stand-in (one writer at a time), so a read-modify-write of a
 * document needs no row lock.
 */
export class ObjectStore {
  constructor(private readonly db: Kysely<Database>) {}

  async find<T extends StripeDoc>(id: string, object?: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom("stripe_standin_objects")
      .select(["data", "object"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || (object !== undefined && row.object !== object)) return undefined;
    return row.data as T;
  }

  async get<T extends StripeDoc>(id: string, object: string, param = "id"): Promise<T> {
    const doc = await this.find<T>(id, object);
    if (!doc) throw missing(object.replace(/_/g, ""), id, param);
    return doc;
  }

  async put<T extends StripeDoc>(doc: T): Promise<T> {
    const data = JSON.stringify(doc);
    await this.db
      .insertInto("stripe_standin_objects")
      .values({ id: doc.id, object: doc.object, data })
      .onConflict((oc) => oc.column("id").doUpdateSet({ data }))
      .execute();
    return doc;
  }

  /** Every object of a kind whose top-level fields equal `where` (newest first). */
  async list<T extends StripeDoc>(
    object: string,
    where: Record<string, string> = {},
  ): Promise<T[]> {
    let query = this.db
      .selectFrom("stripe_standin_objects")
      .select("data")
      .where("object", "=", object);
    for (const [field, value] of Object.entries(where))
      query = query.where(sql<string>`data->>${field}`, "=", value);
    const rows = await query
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute();
    return rows.map((r) => r.data as T);
  }
}

/** The stand-in's clock: wall time plus an offset that tests advance (persisted). */
export class StandinClock {
  private offsetSeconds = 0;
  constructor(private readonly db: Kysely<Database>) {}

  async load(): Promise<void> {
    const row = await this.db
      .selectFrom("stripe_standin_clock")
      .select("offset_seconds")
      .where("id", "=", 1)
      .executeTakeFirst();
    this.offsetSeconds = row ? Number(row.offset_seconds) : 0;
  }

  /** Unix seconds, as Stripe's `created` and period fields. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  date(): Date {
    return new Date(this.now() * 1000);
  }

  async advance(seconds: number): Promise<void> {
    this.offsetSeconds += seconds;
    await this.db
      .insertInto("stripe_standin_clock")
      .values({ id: 1, offset_seconds: this.offsetSeconds })
      .onConflict((oc) => oc.column("id").doUpdateSet({ offset_seconds: this.offsetSeconds }))
      .execute();
  }
}

/** One writer at a time: every state change of the stand-in runs through this queue. */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The API's view of a document: private state removed, `expand` paths replaced by objects. */
export async function present(
  store: ObjectStore,
  doc: StripeDoc,
  expand: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const hidden = new Set(Array.isArray(doc["_includable"]) ? doc["_includable"].map(String) : []);
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith("_")) continue;
    if (hidden.has(key) && !expand.some((p) => p === key || p.startsWith(`${key}.`))) continue;
    out[key] = value;
  }
  const byHead = new Map<string, string[]>();
  for (const path of expand) {
    const [head, ...rest] = path.split(".");
    if (!head) continue;
    const paths = byHead.get(head) ?? [];
    if (rest.length) paths.push(rest.join("."));
    byHead.set(head, paths);
  }
  for (const [head, paths] of byHead) {
    const value = doc[head];
    const child =
      typeof value === "string" ? await store.find(value) : isDoc(value) ? value : undefined;
    if (child) out[head] = await present(store, child, paths);
  }
  return out;
}

function isDoc(value: unknown): value is StripeDoc {
  return typeof value === "object" && value !== null && "id" in value && "object" in value;
}
