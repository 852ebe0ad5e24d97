import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { mailDate } from "../mail/dates.ts";
import { duplicateSubscriptionRefundMail } from "../mail/templates.ts";
import type { Services } from "../services.ts";
import { idempotencyKey } from "./idempotency.ts";
import { refundIntent } from "./intents.ts";
import { intentIdOfSecret } from "./payment-view.ts";
import { formatUsd } from "./prices.ts";
import { subscribedProduct } from "./products.ts";
import { isLiveStatus } from "./statuses.ts";
import { ourStatus } from "./subscription-state.ts";

/**
 * At most one paid subscription per customer and product. Two paid at once (two tabs, two
 * plans opened together, a script) keep the first started; every later one is decided a
 * duplicate, then cancelled now, its payment refunded in full and the customer told, once.
 * Run on every subscription event, by whichever event sees both paid: the rule looks at all the
 * customer's subscriptions, so the order events arrive in changes nothing. The decision is
 * stored before anything is done, so a crash midway is finished by the next run or start.
 * Returns whether `subscription` itself was one of the cancelled.
 */
export async function keepOnePaidSubscription(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const product = subscribedProduct(subscription.metadata);
  if (!product || !isLiveStatus(ourStatus(subscription))) return false;
  const customer =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const all = await services.payments.stripe.subscriptions.list({
    customer,
    status: "all",
    limit: 100,
  });
  const live = all.data
    .filter((s) => subscribedProduct(s.metadata) === product && isLiveStatus(ourStatus(s)))
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  const later = live.slice(1);
  for (const duplicate of later) {
    await services.db
      .insertInto("duplicate_subscription_refunds")
      .values({ subscription_id: duplicate.id, customer_id: customer })
      .onConflict((oc) => oc.column("subscription_id").doNothing())
      .execute();
    await finishDuplicate(services, duplicate.id, customer);
  }
  return later.some((s) => s.id === subscription.id);
}

/** Run at start: duplicates decided by a process that died before it had finished them. */
export async function finishDuplicates(services: Services): Promise<number> {
  const open = await services.db
    .selectFrom("duplicate_subscription_refunds")
    .select(["subscription_id", "customer_id"])
    .where("done_at", "is", null)
    .execute();
  for (const row of open) await finishDuplicate(services, row.subscription_id, row.customer_id);
  return open.length;
}

/** Whether billing decided this subscription was a customer's second paid one (and refunds it). */
export async function refundedAsDuplicate(
  services: Services,
  subscriptionId: string,
): Promise<boolean> {
  const row = await services.db
    .selectFrom("duplicate_subscription_refunds")
    .select("subscription_id")
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Cancel, refund, tell: each step safe to repeat. */
async function finishDuplicate(
  services: Services,
  subscriptionId: string,
  customerId: string,
): Promise<void> {
  const { stripe } = services.payments;
  const duplicate = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ["latest_invoice.confirmation_secret"],
  });
  if (duplicate.status !== "canceled")
    await stripe.subscriptions.cancel(
      duplicate.id,
      {},
      { idempotencyKey: idempotencyKey("cancel-duplicate", duplicate.id) },
    );
  const invoice = typeof duplicate.latest_invoice === "object" ? duplicate.latest_invoice : null;
  const secret = invoice?.confirmation_secret?.client_secret;
  const intentId = secret ? intentIdOfSecret(secret) : null;
  if (intentId) await refundIntent(services, intentId, "second paid subscription of one product");
  const customer = await stripe.customers.retrieve(customerId);
  const email = customer.deleted ? null : customer.email;
  // A second free trial (issue 48) paid nothing: there is no refund to tell of.
  const mail =
    email && (invoice?.amount_paid ?? 0) > 0
      ? duplicateSubscriptionRefundMail(email, {
          fullName: (!customer.deleted && customer.name) || email,
          amount: formatUsd(invoice?.amount_paid ?? 0),
          date: mailDate(new Date(duplicate.created * 1000)),
        })
      : null;
  const markDone = async (db: Kysely<Database>) =>
    (await db
      .updateTable("duplicate_subscription_refunds")
      .set({ done_at: new Date() })
      .where("subscription_id", "=", subscriptionId)
      .where("done_at", "is", null)
      .returning("subscription_id")
      .executeTakeFirst()) !== undefined;
  if (mail) await services.mailer.sendOnce(markDone, mail);
  else await markDone(services.db);
}
