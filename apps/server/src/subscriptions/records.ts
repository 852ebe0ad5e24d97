import type { components } from "@academy/api/contract";
import type { Selectable } from "kysely";
import type Stripe from "stripe";
import { ENDED_STATUSES, UNPAID_START_STATUSES } from "../payments/statuses.ts";
import type { Services } from "../services.ts";
import type { SubscriptionsTable } from "./tables.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type DiscordSubscription = components["schemas"]["DiscordSubscription"];
type AccountSubscription = components["schemas"]["AccountSubscription"];

/** What a price's lookup key (payments/subscriptions.ts plans) says was bought. */
export function productOfLookupKey(
  key: string | null | undefined,
): Pick<SubscriptionRow, "product" | "tier" | "billing_cycle"> | null {
  const parts = (key ?? "").split("_");
  const cycle = (value: string | undefined) =>
    value === "monthly" || value === "yearly" ? value : null;
  if (parts[0] === "calculator") {
    const billing = cycle(parts[1]);
    return billing ? { product: "calculator", tier: null, billing_cycle: billing } : null;
  }
  if (parts[0] === "discord" && (parts[1] === "pro" || parts[1] === "community")) {
    const billing = cycle(parts[2]);
    return billing ? { product: "discord", tier: parts[1], billing_cycle: billing } : null;
  }
  return null;
}

const fromUnix = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000);

/** The columns that follow the provider's subscription (its current state, never an event's copy). */
export function stateColumns(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const bought = productOfLookupKey(item?.price.lookup_key);
  const method = subscription.default_payment_method;
  const ended = ENDED_STATUSES.has(subscription.status);
  const periodEnd = fromUnix(item?.current_period_end);
  return {
    ...(bought ?? {}),
    status: subscription.status,
    amount_cents: item?.price.unit_amount ?? 0,
    currency: item?.price.currency ?? "usd",
    current_period_start: fromUnix(item?.current_period_start),
    current_period_end: periodEnd,
    next_billing_date:
      ended || subscription.cancel_at_period_end || UNPAID_START_STATUSES.has(subscription.status)
        ? null
        : periodEnd,
    cancel_at_period_end: subscription.cancel_at_period_end,
    default_payment_method: typeof method === "string" ? method : (method?.id ?? null),
    updated_at: new Date(),
  };
}

/**
 * Brings our row in line with the provider's current subscription (and the card it charges),
 * answering the row; undefined when we hold no row for it.
 */
export async function syncRow(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow | undefined> {
  const columns = stateColumns(subscription);
  const row = await services.db
    .updateTable("subscriptions")
    .set(columns)
    .where("provider_subscription_id", "=", subscription.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return refreshCard(services, row);
}

/** Reads the card's brand, last four digits and expiry when the subscription's default card changed. */
async function refreshCard(services: Services, row: SubscriptionRow): Promise<SubscriptionRow> {
  const methodId = row.default_payment_method;
  if (!methodId) return row;
  const method = await services.payments.stripe.paymentMethods.retrieve(methodId);
  const card = {
    card_brand: method.card?.brand ?? null,
    card_last4: method.card?.last4 ?? null,
    card_exp_month: method.card?.exp_month ?? null,
    card_exp_year: method.card?.exp_year ?? null,
  };
  if (
    card.card_brand === row.card_brand &&
    card.card_last4 === row.card_last4 &&
    card.card_exp_month === row.card_exp_month &&
    card.card_exp_year === row.card_exp_year
  )
    return row;
  return services.db
    .updateTable("subscriptions")
    .set(card)
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The spec's Discord subscription record (investor-tools spec section 3). */
export function toDiscordRecord(row: SubscriptionRow): DiscordSubscription {
  return {
    id: row.id,
    tier: row.tier ?? "community",
    status: row.status,
    amount_cents: row.amount_cents,
    billing_cycle: row.billing_cycle,
    current_period_start: row.current_period_start.toISOString(),
    current_period_end: row.current_period_end.toISOString(),
    next_billing_date: row.next_billing_date?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
  };
}

export function productName(row: Pick<SubscriptionRow, "product" | "tier">): string {
  if (row.product === "calculator") return "Deal Analyzer Calculator";
  return row.tier === "pro" ? "Discord Pro" : "Discord Community";
}

/** The account page's row: the Discord record's fields, the product and the card. */
export function toAccountRecord(row: SubscriptionRow): AccountSubscription {
  const { id, tier, ...record } = toDiscordRecord(row);
  return {
    id,
    product: row.product,
    name: productName(row),
    tier: row.product === "discord" ? tier : null,
    currency: row.currency,
    ...record,
    card:
      row.card_brand && row.card_last4 && /^[0-9]{4}$/.test(row.card_last4)
        ? {
            brand: row.card_brand,
            last4: row.card_last4,
            exp_month: row.card_exp_month,
            exp_year: row.card_exp_year,
          }
        : null,
  };
}
