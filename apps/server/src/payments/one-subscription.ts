import type Stripe from "stripe";
import { duplicateSubscriptionRefundMail } from "../mail/templates.ts";
import type { Services } from "../services.ts";
import { idempotencyKey } from "./idempotency.ts";
import { refundIntent } from "./intents.ts";
import { formatUsd } from "./prices.ts";
import { productOf } from "./products.ts";
import { isLiveStatus } from "./statuses.ts";

const intentOfSecret = (secret: string | null | undefined) => secret?.split("_secret_")[0];

/**
 * At most one paid subscription per customer and product. Two paid at once (two tabs, two
 * plans opened together, a script) keep the first started; every later one is cancelled now,
 * its payment refunded in full and the customer told, once. Run on every subscription event,
 * by whichever event sees both paid: the rule looks at all the customer's subscriptions, so
 * the order events arrive in changes nothing, and each step is idempotent (a crash repeats it).
 * Returns whether `subscription` itself was one of the cancelled.
 */
export async function keepOnePaidSubscription(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const product = productOf(subscription.metadata);
  if (!product || !isLiveStatus(subscription.status)) return false;
  const { stripe } = services.payments;
  const customer =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const all = await stripe.subscriptions.list({
    customer,
    status: "all",
    limit: 100,
    expand: ["data.latest_invoice.confirmation_secret"],
  });
  const live = all.data
    .filter((s) => productOf(s.metadata) === product && isLiveStatus(s.status))
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  const later = live.slice(1);
  for (const duplicate of later) await cancelAndRefund(services, customer, duplicate);
  return later.some((s) => s.id === subscription.id);
}

async function cancelAndRefund(
  services: Services,
  customerId: string,
  duplicate: Stripe.Subscription,
): Promise<void> {
  const { stripe } = services.payments;
  await stripe.subscriptions.cancel(
    duplicate.id,
    {},
    { idempotencyKey: idempotencyKey("cancel-duplicate", duplicate.id) },
  );
  const invoice = typeof duplicate.latest_invoice === "object" ? duplicate.latest_invoice : null;
  const intentId = intentOfSecret(invoice?.confirmation_secret?.client_secret);
  if (intentId) {
    try {
      await refundIntent(services, intentId, "second paid subscription of one product");
    } catch (error) {
      if ((error as { code?: unknown }).code !== "charge_already_refunded") throw error;
    }
  }
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted || !customer.email) return;
  const mail = duplicateSubscriptionRefundMail(customer.email, {
    fullName: customer.name ?? customer.email,
    amount: formatUsd(invoice?.amount_paid ?? 0),
    date: new Date(duplicate.created * 1000).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
  });
  const mailId = await services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("duplicate_subscription_refunds")
      .values({ subscription_id: duplicate.id })
      .onConflict((oc) => oc.column("subscription_id").doNothing())
      .returning("subscription_id")
      .executeTakeFirst();
    return claimed ? services.mailer.record(trx, mail) : null;
  });
  if (mailId !== null) await services.mailer.deliver(mailId);
}
