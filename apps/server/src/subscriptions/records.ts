import type { components } from "@academy/api/contract";
import type { Selectable } from "kysely";
import { readCard } from "../payments/card-of-payment.ts";
import { ENDED_STATUSES, UNPAID_START_STATUSES } from "../payments/statuses.ts";
import { planName, type SubscriptionState } from "../payments/subscription-state.ts";
import type { Services } from "../services.ts";
import type { SubscriptionsTable } from "./tables.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type DiscordSubscription = components["schemas"]["DiscordSubscription"];
type AccountSubscription = components["schemas"]["AccountSubscription"];

const fromUnix = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000);

/**
 * Our row's columns for billing's state of a subscription (its current state, never an
 * event's copy): billing maps the provider's object (subscription-state.ts), this only names
 * our columns.
 */
export function stateColumns(subscription: SubscriptionState) {
  const ended = ENDED_STATUSES.has(subscription.status);
  const periodEnd = fromUnix(subscription.currentPeriodEnd);
  return {
    ...(subscription.plan ?? {}),
    status: subscription.status,
    amount_cents: subscription.amountCents,
    currency: subscription.currency,
    current_period_start: fromUnix(subscription.currentPeriodStart),
    current_period_end: periodEnd,
    next_billing_date:
      ended || subscription.cancelAtPeriodEnd || UNPAID_START_STATUSES.has(subscription.status)
        ? null
        : periodEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    default_payment_method: subscription.defaultPaymentMethod,
    updated_at: new Date(),
  };
}

/**
 * Brings our row in line with the provider's current subscription (and the card it charges),
 * answering the row; undefined when we hold no row for it.
 */
export async function syncRow(
  services: Services,
  subscription: SubscriptionState,
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
  const found = await readCard(services.payments, methodId);
  const card = {
    card_brand: found?.brand ?? null,
    card_last4: found?.last4 ?? null,
    card_exp_month: found?.expMonth ?? null,
    card_exp_year: found?.expYear ?? null,
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

/** The account page's row: the Discord record's fields, the product and the card. */
export function toAccountRecord(row: SubscriptionRow): AccountSubscription {
  const { id, tier, ...record } = toDiscordRecord(row);
  return {
    id,
    product: row.product,
    name: planName(row),
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
