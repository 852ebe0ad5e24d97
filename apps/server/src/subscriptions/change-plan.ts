import type { components } from "@academy/api/contract";
import { conflict } from "../http/errors.ts";
import { changePrice, previewPriceChange } from "../payments/plan-change.ts";
import { ACTIVE_STATUSES, ENDED_STATUSES } from "../payments/statuses.ts";
import { discordPlan } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { store, testMode } from "./manage.ts";
import {
  ALREADY_ENDED,
  CANCELLATION_LIFTED,
  PLAN_CHANGE_FAILED,
  PLAN_CHANGE_NOT_PAID,
  planChanged,
  SAME_PLAN,
} from "./messages.ts";
import { withProviderErrors } from "./provider-errors.ts";
import { planName } from "../payments/subscription-state.ts";
import { toDiscordRecord, type SubscriptionRow } from "./records.ts";

type PlanChangeRequest = components["schemas"]["DiscordPlanChangeRequest"];
type PlanChangePreview = components["schemas"]["DiscordPlanChangePreview"];
type PlanChangeResult = components["schemas"]["DiscordPlanChangeResult"];
type Owned = SubscriptionRow & { provider_subscription_id: string };

const nowSeconds = (services: Services) => Math.floor(services.clock().getTime() / 1000);

/**
 * Only a paid-up membership changes plan (a past_due or unpaid one first needs its card
 * fixed), and only to another plan. The tier and cycle name a price of the server's
 * catalogue (payments/prices.ts); the request carries no amount.
 */
function planOf(owned: Owned, wanted: PlanChangeRequest) {
  if (ENDED_STATUSES.has(owned.status)) throw conflict(ALREADY_ENDED);
  if (!ACTIVE_STATUSES.has(owned.status)) throw conflict(PLAN_CHANGE_NOT_PAID);
  if (owned.tier === wanted.tier && owned.billing_cycle === wanted.billing_cycle)
    throw conflict(SAME_PLAN);
  return discordPlan(wanted.tier, wanted.billing_cycle);
}

/** What the change would charge or credit now, and the next charge, from the provider's preview. */
export async function previewPlanChange(
  services: Services,
  owned: Owned,
  wanted: PlanChangeRequest,
): Promise<PlanChangePreview> {
  const plan = planOf(owned, wanted);
  const preview = await withProviderErrors(PLAN_CHANGE_FAILED, () =>
    previewPriceChange(services.payments, owned.provider_subscription_id, plan),
  );
  if (!preview) throw conflict(SAME_PLAN);
  return {
    tier: wanted.tier,
    billing_cycle: wanted.billing_cycle,
    amount_cents: plan.amountCents,
    due_now_cents: preview.dueNowCents,
    credit_cents: preview.creditCents,
    next_charge_date: new Date(preview.nextChargeDate * 1000).toISOString(),
    next_charge_cents: preview.nextChargeCents,
    currency: preview.currency,
    cancellation_lifted: preview.liftsCancellation,
    ...(preview.pricedAt !== null ? { priced_at: preview.pricedAt } : {}),
  };
}

/**
 * The change itself; the stored record and the Discord role follow at once (and again from
 * the provider's `customer.subscription.updated`, which also mails the member once).
 */
export async function changePlan(
  services: Services,
  owned: Owned,
  wanted: PlanChangeRequest,
): Promise<PlanChangeResult> {
  const plan = planOf(owned, wanted);
  const id = owned.provider_subscription_id;
  const outcome = await withProviderErrors(PLAN_CHANGE_FAILED, () =>
    changePrice(services.payments, id, plan, {
      now: nowSeconds(services),
      quoted: wanted.priced_at,
    }),
  );
  const row = await store(services, id);
  if (!outcome) throw conflict(SAME_PLAN);
  const changed = planChanged(`${planName(row)} (${row.billing_cycle})`);
  return {
    message: outcome.cancellationLifted ? `${changed} ${CANCELLATION_LIFTED}` : changed,
    cancellation_lifted: outcome.cancellationLifted,
    test_mode: testMode(services),
    charged_cents: outcome.chargedCents,
    credited_cents: outcome.creditedCents,
    subscription: toDiscordRecord(row),
  };
}
