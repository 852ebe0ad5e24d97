import type { StandinContext } from "./context.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import type { StripeDoc } from "./store.ts";

export interface PriceDoc extends StripeDoc {
  object: "price";
  product: string;
  unit_amount: number;
  currency: string;
  lookup_key: string | null;
  recurring: { interval: "day" | "week" | "month" | "year"; interval_count: number } | null;
  active: boolean;
}

const INTERVALS = new Set(["day", "week", "month", "year"]);

/** POST /v1/products. */
export async function createProduct(ctx: StandinContext, params: Params): Promise<StripeDoc> {
  const name = read.string(params, "name");
  if (!name) throw requiredParam("name");
  const id = read.string(params, "id") ?? newId("prod");
  if (await ctx.store.find(id))
    throw invalid(`Product already exists.`, "id", "resource_already_exists");
  return ctx.store.put({
    id,
    object: "product",
    name,
    active: true,
    created: ctx.clock.now(),
    description: read.string(params, "description") ?? null,
    metadata: read.metadata(params),
    livemode: false,
  });
}

/** POST /v1/prices: a product's amount, optionally recurring, findable by lookup_key. */
export async function createPrice(ctx: StandinContext, params: Params): Promise<PriceDoc> {
  const unitAmount = read.integer(params, "unit_amount");
  if (unitAmount === undefined || unitAmount < 0) throw requiredParam("unit_amount");
  const currency = read.string(params, "currency");
  if (!currency) throw requiredParam("currency");
  let product = read.string(params, "product");
  const productData = read.object(params, "product_data");
  if (!product && productData) product = (await createProduct(ctx, productData)).id;
  if (!product) throw requiredParam("product");
  await ctx.store.get(product, "product", "product");
  const recurringParams = read.object(params, "recurring");
  let recurring: PriceDoc["recurring"] = null;
  if (recurringParams) {
    const interval = read.string(recurringParams, "interval") ?? "";
    if (!INTERVALS.has(interval))
      throw invalid("Invalid recurring[interval]", "recurring[interval]");
    recurring = {
      interval: interval as NonNullable<PriceDoc["recurring"]>["interval"],
      interval_count: read.integer(recurringParams, "interval_count") ?? 1,
    };
  }
  const lookupKey = read.string(params, "lookup_key") ?? null;
  if (lookupKey) {
    const existing = await ctx.store.list<PriceDoc>("price", { lookup_key: lookupKey });
    if (existing.length > 0 && read.boolean(params, "transfer_lookup_key") !== true)
      throw invalid(`A price (\`${existing[0]?.id}\`) already uses that lookup key.`, "lookup_key");
    for (const old of existing) await ctx.store.put({ ...old, lookup_key: null });
  }
  return ctx.store.put<PriceDoc>({
    id: newId("price"),
    object: "price",
    active: true,
    created: ctx.clock.now(),
    currency: currency.toLowerCase(),
    product,
    unit_amount: unitAmount,
    lookup_key: lookupKey,
    recurring,
    type: recurring ? "recurring" : "one_time",
    metadata: read.metadata(params),
    livemode: false,
  });
}

/** GET /v1/prices?lookup_keys[]=…&product=…. */
export async function listPrices(ctx: StandinContext, query: Params): Promise<PriceDoc[]> {
  const keys = read.strings(query, "lookup_keys");
  const product = read.string(query, "product");
  const all = await ctx.store.list<PriceDoc>("price", product ? { product } : {});
  return all.filter(
    (p) =>
      (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) && p.active,
  );
}

/** The end of a billing period that starts at `start` (unix seconds), calendar-aware. */
export function addInterval(start: number, recurring: NonNullable<PriceDoc["recurring"]>): number {
  const date = new Date(start * 1000);
  const n = recurring.interval_count;
  if (recurring.interval === "day") date.setUTCDate(date.getUTCDate() + n);
  if (recurring.interval === "week") date.setUTCDate(date.getUTCDate() + 7 * n);
  if (recurring.interval === "month") date.setUTCMonth(date.getUTCMonth() + n);
  if (recurring.interval === "year") date.setUTCFullYear(date.getUTCFullYear() + n);
  return Math.floor(date.getTime() / 1000);
}
