import type { components } from "@academy/api/contract";
import type Stripe from "stripe";
import type { Services } from "../services.ts";
import { UNPAID_START_STATUSES } from "../payments/statuses.ts";
import { findUserById } from "../users/users.ts";
import {
  productName,
  productOfLookupKey,
  stateColumns,
  syncRow,
  toAccountRecord,
  type SubscriptionRow,
} from "./records.ts";

type AccountPayment = components["schemas"]["AccountPayment"];

/** The provider's customers for the user's e-mail (one per e-mail, but tolerate a few). */
async function customersOf(services: Services, email: string): Promise<string[]> {
  const found = await services.payments.stripe.customers.list({ email, limit: 10 });
  return found.data.map((customer) => customer.id);
}

/**
 * Rows for every calculator or Discord subscription of the user's customers that we do not hold
 * yet (a calculator subscription is started by the calculator code, which keeps its own table),
 * and the current state of those we do.
 */
async function syncFromProvider(services: Services, userId: number, email: string) {
  for (const customer of await customersOf(services, email)) {
    const list = await services.payments.stripe.subscriptions.list({
      customer,
      status: "all",
      limit: 100,
    });
    for (const subscription of list.data) await adopt(services, userId, customer, subscription);
  }
}

async function adopt(
  services: Services,
  userId: number,
  customer: string,
  subscription: Stripe.Subscription,
): Promise<void> {
  const synced = await syncRow(services, subscription);
  if (synced) return;
  const columns = stateColumns(subscription);
  const bought = productOfLookupKey(subscription.items.data[0]?.price.lookup_key);
  if (!bought) return;
  await services.db
    .insertInto("subscriptions")
    .values({
      ...columns,
      ...bought,
      user_id: userId,
      provider_subscription_id: subscription.id,
      provider_customer_id: customer,
    })
    .onConflict((oc) => oc.column("provider_subscription_id").doNothing())
    .execute();
  await syncRow(services, subscription);
}

/** GET /account/subscriptions: newest first, first payments never made left out. */
export async function listAccountSubscriptions(services: Services, userId: number) {
  const user = await findUserById(services.db, userId);
  if (!user) return [];
  await syncFromProvider(services, userId, user.email);
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.filter((row) => !UNPAID_START_STATUSES.has(row.status)).map(toAccountRecord);
}

const COURSE_STATUS: Record<string, AccountPayment["status"]> = {
  succeeded: "paid",
  refunded: "refunded",
  processing: "pending",
  requires_action: "pending",
  requires_confirmation: "pending",
  requires_payment_method: "failed",
  canceled: "failed",
};

async function coursePayments(services: Services, userId: number, email: string) {
  const rows = await services.db
    .selectFrom("payments")
    .leftJoin("courses", "courses.id", "payments.course_id")
    .select([
      "payments.id",
      "payments.product",
      "payments.amount_cents",
      "payments.currency",
      "payments.status",
      "payments.provider_intent_id",
      "payments.method",
      "payments.created_at",
      "courses.name as course_name",
    ])
    .where((eb) => eb.or([eb("payments.user_id", "=", userId), eb("buyer_email", "=", email)]))
    .execute();
  return rows.flatMap((row): AccountPayment[] => {
    const status = COURSE_STATUS[row.status];
    // A payment attempt nobody went on with is not a payment.
    if (!status || (status === "failed" && row.method !== "card")) return [];
    if (row.status === "requires_payment_method" && row.provider_intent_id === null) return [];
    return [
      {
        id: `payment-${row.id}`,
        date: row.created_at.toISOString(),
        description: row.course_name ?? row.product,
        amount_cents: row.amount_cents,
        currency: row.currency,
        status,
        reference: row.provider_intent_id ?? `manual-${row.id}`,
        receipt_url: null,
      },
    ];
  });
}

function invoiceStatus(invoice: Stripe.Invoice): AccountPayment["status"] | null {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "uncollectible") return "failed";
  if (invoice.status === "open") return invoice.attempt_count > 0 ? "failed" : "pending";
  return null;
}

async function invoicePayments(services: Services, userId: number, email: string) {
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
  const byProviderId = new Map<string, SubscriptionRow>(
    rows.flatMap((row) =>
      row.provider_subscription_id ? [[row.provider_subscription_id, row] as const] : [],
    ),
  );
  const payments: AccountPayment[] = [];
  for (const customer of await customersOf(services, email)) {
    const invoices = await services.payments.stripe.invoices.list({ customer, limit: 100 });
    for (const invoice of invoices.data) {
      const status = invoiceStatus(invoice);
      const subscriptionId = invoice.parent?.subscription_details?.subscription;
      const id = typeof subscriptionId === "string" ? subscriptionId : subscriptionId?.id;
      const row = id ? byProviderId.get(id) : undefined;
      if (!status || !row || invoice.amount_due <= 0) continue;
      const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
      payments.push({
        id: invoice.id ?? `invoice-${payments.length}`,
        date: new Date(paidAt * 1000).toISOString(),
        description: `${productName(row)} (${row.billing_cycle})`,
        amount_cents: status === "paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status,
        reference: invoice.number ?? invoice.id ?? "",
        receipt_url: invoice.hosted_invoice_url ?? null,
      });
    }
  }
  return payments;
}

/** GET /account/payments: course purchases and subscription invoices, newest first. */
export async function listAccountPayments(services: Services, userId: number) {
  const user = await findUserById(services.db, userId);
  if (!user) return [];
  await syncFromProvider(services, userId, user.email);
  const all = [
    ...(await coursePayments(services, userId, user.email)),
    ...(await invoicePayments(services, userId, user.email)),
  ];
  return all.sort((a, b) => b.date.localeCompare(a.date)).slice(0, 500);
}
