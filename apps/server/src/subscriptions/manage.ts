import { conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import {
  cancelNow,
  createCardSetup,
  getSubscription,
  payOpenInvoice,
  setCancelAtPeriodEnd,
  setDefaultPaymentMethod,
} from "../payments/subscriptions.ts";
import { ENDED_STATUSES } from "../payments/statuses.ts";
import type { Services } from "../services.ts";
import {
  ALREADY_ENDED,
  CANCEL_SCHEDULED,
  CANCELLED_NOW,
  MANAGED_BY_TEAM,
  NOT_SCHEDULED,
  NOT_YOUR_SUBSCRIPTION,
  PAYMENT_METHOD_UPDATED,
  REACTIVATED,
  SUBSCRIPTION_NOT_FOUND,
  UPDATE_PAYMENT_METHOD_FAILED,
} from "./messages.ts";
import { withProviderErrors } from "./provider-errors.ts";
import { syncRow, type SubscriptionRow } from "./records.ts";
import { syncDiscordRole } from "./role-sync.ts";

/** One of the caller's subscriptions that the provider manages (404, 403 or 409 otherwise). */
export async function ownedSubscription(
  services: Services,
  userId: number,
  subscriptionId: number,
  product?: SubscriptionRow["product"],
): Promise<SubscriptionRow & { provider_subscription_id: string }> {
  const row = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", subscriptionId)
    .executeTakeFirst();
  if (!row || (product !== undefined && row.product !== product))
    throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (row.user_id !== userId) throw forbidden(NOT_YOUR_SUBSCRIPTION);
  const providerId = row.provider_subscription_id;
  if (providerId === null) throw conflict(MANAGED_BY_TEAM);
  return { ...row, provider_subscription_id: providerId };
}

/** Stores the provider's answer and passes it on to role delivery. */
export async function store(services: Services, providerId: string): Promise<SubscriptionRow> {
  const current = await getSubscription(services.payments, providerId);
  const row = await syncRow(services, current);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  await syncDiscordRole(services, row);
  return row;
}

/** `test_mode`: no real money moves (the stand-in, or Stripe's test keys). */
export function testMode(services: Services): boolean {
  const real = services.config.payments.stripe;
  return !real || real.secretKey.startsWith("sk_test_");
}

export async function cancelSubscription(
  services: Services,
  owned: SubscriptionRow & { provider_subscription_id: string },
  atPeriodEnd: boolean,
) {
  if (ENDED_STATUSES.has(owned.status)) throw conflict(ALREADY_ENDED);
  const id = owned.provider_subscription_id;
  await withProviderErrors(ALREADY_ENDED, () =>
    atPeriodEnd
      ? setCancelAtPeriodEnd(services.payments, id, true)
      : cancelNow(services.payments, id),
  );
  const row = await store(services, id);
  return {
    message: atPeriodEnd ? CANCEL_SCHEDULED : CANCELLED_NOW,
    test_mode: testMode(services),
    row,
  };
}

export async function reactivateSubscription(
  services: Services,
  owned: SubscriptionRow & { provider_subscription_id: string },
) {
  if (ENDED_STATUSES.has(owned.status)) throw conflict(ALREADY_ENDED);
  const id = owned.provider_subscription_id;
  const current = await getSubscription(services.payments, id);
  if (!current.cancelAtPeriodEnd) {
    await store(services, id);
    throw conflict(NOT_SCHEDULED);
  }
  await withProviderErrors(ALREADY_ENDED, () => setCancelAtPeriodEnd(services.payments, id, false));
  const row = await store(services, id);
  return { message: REACTIVATED, test_mode: testMode(services), row };
}

/** A SetupIntent on the subscription's customer, for the browser's confirmCardSetup. */
export async function startCardUpdate(
  services: Services,
  owned: SubscriptionRow & { provider_subscription_id: string },
) {
  if (ENDED_STATUSES.has(owned.status)) throw conflict(ALREADY_ENDED);
  const subscription = await getSubscription(services.payments, owned.provider_subscription_id);
  const setup = await createCardSetup(services.payments, subscription.customerId);
  return { client_secret: setup.clientSecret, setup_intent_id: setup.setupIntentId };
}

/**
 * The card becomes the subscription's default; an unpaid renewal (past_due, unpaid) is then
 * charged to it at once rather than at the provider's next retry.
 */
export async function updatePaymentMethod(
  services: Services,
  owned: SubscriptionRow & { provider_subscription_id: string },
  paymentMethodId: string,
) {
  if (ENDED_STATUSES.has(owned.status)) throw conflict(ALREADY_ENDED);
  const id = owned.provider_subscription_id;
  const updated = await withProviderErrors(UPDATE_PAYMENT_METHOD_FAILED, () =>
    setDefaultPaymentMethod(services.payments, id, paymentMethodId),
  );
  if (updated.status === "past_due" || updated.status === "unpaid")
    await chargeOpenInvoice(services, id);
  await store(services, id);
  return { message: PAYMENT_METHOD_UPDATED };
}

async function chargeOpenInvoice(services: Services, subscriptionId: string): Promise<void> {
  try {
    await withProviderErrors(UPDATE_PAYMENT_METHOD_FAILED, () =>
      payOpenInvoice(services.payments, subscriptionId),
    );
  } catch (error) {
    // A refusal (declined card) leaves the subscription as it was: the card is saved and the
    // provider's retries go on. Anything else (the provider unreachable) is an error.
    if (!(error instanceof HttpError)) throw error;
  }
}
