import { addInterval } from "./catalog.ts";
import { eventCopy, type StandinContext } from "./context.ts";
import { collectInvoice, openInvoice, type InvoiceDoc } from "./invoices.ts";
import {
  cancelSubscription,
  chargeableMethod,
  INCOMPLETE_EXPIRY_SECONDS,
  itemOf,
  type SubscriptionDoc,
} from "./subscriptions.ts";
import { cancelsWithoutCard, endTrial, noticeTrialEnding } from "./trials.ts";

/** Renewals, retries, scheduled cancellations and expiries that are due at the stand-in's time. */
export async function runBilling(ctx: StandinContext): Promise<void> {
  const now = ctx.clock.now();
  for (const listed of await ctx.store.list<SubscriptionDoc>("subscription")) {
    let sub = await ctx.store.get<SubscriptionDoc>(listed.id, "subscription");
    if (sub.status === "incomplete" && sub.created + INCOMPLETE_EXPIRY_SECONDS <= now) {
      sub.status = "incomplete_expired";
      sub.ended_at = now;
      await ctx.store.put(sub);
      await ctx.events.emit("customer.subscription.updated", eventCopy(sub), {
        status: "incomplete",
      });
      continue;
    }
    if (sub.status === "past_due") await retryOpenInvoices(ctx, sub, now);
    await noticeTrialEnding(ctx, sub, now);
    sub = await ctx.store.get<SubscriptionDoc>(listed.id, "subscription");
    while (
      (sub.status === "active" || sub.status === "past_due" || sub.status === "trialing") &&
      itemOf(sub).current_period_end <= now
    ) {
      const item = itemOf(sub);
      const cardless = cancelsWithoutCard(sub) && !(await chargeableMethod(ctx, sub));
      if (sub.cancel_at_period_end || cardless) {
        await cancelSubscription(ctx, sub, item.current_period_end);
        break;
      }
      const recurring = item.price.recurring;
      if (!recurring) break;
      const start = item.current_period_end;
      const end = addInterval(start, recurring);
      const previous: Record<string, unknown> = { items: { ...sub.items } };
      endTrial(sub, previous);
      item.current_period_start = start;
      item.current_period_end = end;
      const invoice = await openInvoice(
        ctx,
        sub,
        item.price,
        item.quantity,
        { start, end },
        "subscription_cycle",
      );
      sub.latest_invoice = invoice.id;
      await ctx.store.put(sub);
      await ctx.events.emit("customer.subscription.updated", eventCopy(sub), previous);
      if (invoice.status === "open")
        await collectInvoice(ctx, invoice, await chargeableMethod(ctx, sub));
      sub = await ctx.store.get<SubscriptionDoc>(sub.id, "subscription");
    }
  }
}

async function retryOpenInvoices(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  now: number,
): Promise<void> {
  const invoices = await ctx.store.list<InvoiceDoc>("invoice", {
    status: "open",
    customer: sub.customer,
  });
  for (const invoice of invoices.reverse()) {
    if (invoice.parent?.subscription_details.subscription !== sub.id) continue;
    if (invoice.next_payment_attempt === null || invoice.next_payment_attempt > now) continue;
    await collectInvoice(ctx, invoice, await chargeableMethod(ctx, sub));
  }
}
