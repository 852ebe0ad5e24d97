import { declinedError } from "./cards.ts";
import type { StandinContext } from "./context.ts";
import type { CustomerDoc } from "./customers.ts";
import { invalid } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { collectInvoice, voidInvoice, type InvoiceDoc } from "./invoices.ts";
import {
  emitFinalized,
  itemChange,
  prorate,
  prorationBehaviour,
  prorationInvoice,
} from "./proration.ts";
import type { SubscriptionDoc } from "./subscription-doc.ts";

const CHANGEABLE = new Set<SubscriptionDoc["status"]>(["active", "trialing", "past_due"]);

/**
 * POST /v1/subscriptions/:id with `items[0][id]` and `items[0][price]`: the item moves to the
 * new price and its prorations are invoiced at once (`always_invoice`): an amount due is
 * charged to the subscription's card, a credit goes to the customer's balance. With
 * `payment_behavior=error_if_incomplete` a refused charge changes nothing (402), as in Stripe;
 * otherwise the change stands and the subscription is past_due with the invoice open.
 * `previous` receives the attributes that changed, for `customer.subscription.updated`.
 */
export async function changeSubscriptionItems(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  params: Params,
  previous: Record<string, unknown>,
  chargeable: (sub: SubscriptionDoc) => Promise<string | null>,
): Promise<void> {
  const itemParams = read.objects(params, "items")[0];
  if (!itemParams) return;
  const { item, price } = await itemChange(ctx, sub, itemParams, "items");
  if (price.id === item.price.id) return;
  if (!CHANGEABLE.has(sub.status))
    throw invalid(
      `A subscription with status ${sub.status} cannot change its items.`,
      "items",
      "subscription_update_unexpected_state",
    );
  prorationBehaviour(read.string(params, "proration_behavior"), "proration_behavior");
  const at = read.integer(params, "proration_date") ?? ctx.clock.now();
  const proration = await prorate(ctx, sub, item, price, at);
  const before = (await ctx.store.get<CustomerDoc>(sub.customer, "customer")).balance ?? 0;
  let invoice = await prorationInvoice(ctx, sub, proration);
  await emitFinalized(ctx, invoice);
  if (invoice.status === "open") {
    const paid = await collectInvoice(ctx, invoice, await chargeable(sub));
    invoice = await ctx.store.get<InvoiceDoc>(invoice.id, "invoice");
    if (!paid && read.string(params, "payment_behavior") === "error_if_incomplete") {
      await voidInvoice(ctx, invoice);
      const customer = await ctx.store.get<CustomerDoc>(sub.customer, "customer");
      customer.balance = before;
      await ctx.store.put(customer);
      throw declinedError();
    }
    if (!paid) {
      previous["status"] = sub.status;
      sub.status = "past_due";
    }
  }
  previous["items"] = structuredClone(sub.items);
  previous["latest_invoice"] = sub.latest_invoice;
  item.price = price;
  item.current_period_start = proration.period.start;
  item.current_period_end = proration.period.end;
  sub.latest_invoice = invoice.id;
  if (sub.cancel_at !== null && sub.cancel_at_period_end) sub.cancel_at = proration.period.end;
}
