import type Stripe from "stripe";
import {
  cancellationScheduledMail,
  cardChangedMail,
  reactivatedMail,
  renewalFailedMail,
  subscriptionEndedMail,
  type SubscriptionMailContext,
} from "../mail/billing-templates.ts";
import { mailDate } from "../mail/dates.ts";
import type { Mail } from "../mail/mailer.ts";
import { receiptMail } from "../mail/templates.ts";
import {
  invoiceReceiptKey,
  renewalFailedKey,
  subscriptionChangeKey,
  subscriptionEndedKey,
} from "./notice-keys.ts";
import type { Services } from "../services.ts";
import { cardOfSubscription, cardText } from "./card-of-payment.ts";
import { mailPlanChange } from "./plan-change-notice.ts";
import { mailTrialEnding } from "./trial-notices.ts";
import { formatUsd, signedUsd } from "./prices.ts";
import { planName, subscriptionState } from "./subscription-state.ts";

const fromUnix = (seconds: number) => mailDate(new Date(seconds * 1000));

/**
 * The customer's mails for a subscription event, each once (its billing_notices key is claimed
 * in the transaction that records it): the receipt of every paid invoice (first payment and
 * renewals), a failed renewal with what happens next, a cancellation scheduled or undone, a
 * card change, and the end. A change is read from the event's own copy and the attributes it
 * changed, so events arriving out of order still each tell what they did.
 */
export async function mailBillingNotice(
  services: Services,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<void> {
  // A second subscription refunded in a race has its own mail (one-subscription.ts).
  if (await refundedDuplicate(services, subscription.id)) return;
  const context = await mailContext(services, subscription);
  if (!context) return;
  const send = (key: string, mail: Mail) => sendBillingNotice(services, key, mail);
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    const object: object = event.data.object;
    const invoiceId = "id" in object && typeof object.id === "string" ? object.id : undefined;
    if (!invoiceId) return;
    const invoice = await services.payments.stripe.invoices.retrieve(invoiceId);
    if (event.type === "invoice.paid") await mailReceipt(services, context, invoice, send);
    else await mailRenewalFailed(services, context, invoice, subscription, send);
    return;
  }
  if (event.type === "customer.subscription.updated") {
    await mailChange(services, context, event, send);
    return;
  }
  if (event.type === "customer.subscription.trial_will_end") {
    await mailTrialEnding(services, context, subscription, send);
    return;
  }
  if (event.type === "customer.subscription.deleted")
    await mailEnded(services, context, subscription, send);
}

async function refundedDuplicate(services: Services, subscriptionId: string) {
  const row = await services.db
    .selectFrom("duplicate_subscription_refunds")
    .select("subscription_id")
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sends a billing mail once per key, whatever replays or crashes (the key is claimed with the mail). */
export async function sendBillingNotice(
  services: Services,
  key: string,
  mail: Mail,
): Promise<void> {
  await services.mailer.sendOnce(async (trx) => {
    const claimed = await trx
      .insertInto("billing_notices")
      .values({ key })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    return claimed !== undefined;
  }, mail);
}

type Send = (key: string, mail: Mail) => Promise<void>;

/** The customer's address and name, what they subscribe to, and where they manage it. */
async function mailContext(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<(SubscriptionMailContext & { rejoinUrl: string }) | undefined> {
  const { plan: bought, customerId } = subscriptionState(subscription);
  const customer = await services.payments.stripe.customers.retrieve(customerId);
  if (!bought || customer.deleted || !customer.email) return undefined;
  const site = services.config.publicUrl;
  const discord = bought.product === "discord";
  return {
    to: customer.email,
    fullName: customer.name ?? customer.email,
    product: `${planName(bought)} (${bought.billing_cycle})`,
    manageUrl: `${site}${discord ? "/manage-subscription" : "/account"}`,
    rejoinUrl: `${site}${discord ? "/discord" : "/real-estate-calculator"}`,
  };
}

/**
 * The receipt mail of a paid invoice reads the receipt frozen from it (webhook.ts captured it
 * first), never the subscription's plan now: a late event after a plan change still names what
 * was paid. Mailed when a card was charged; a credit-paid upgrade's receipt is in the history.
 */
async function mailReceipt(
  services: Services,
  context: SubscriptionMailContext,
  invoice: Stripe.Invoice,
  send: Send,
) {
  if (!invoice.id || invoice.status !== "paid" || invoice.amount_paid <= 0) return;
  const receipt = await services.payments.products.receipts.invoicePaid(invoice.id);
  if (!receipt) return;
  await send(
    invoiceReceiptKey(invoice.id),
    receiptMail(context.to, {
      fullName: context.fullName,
      item: "Subscription",
      product: receipt.description,
      amount: formatUsd(receipt.amountPaidCents),
      date: mailDate(receipt.paidAt),
      paidWith: receipt.card ? `Card ending in ${receipt.card.last4}` : "Card on file",
      reference: receipt.reference,
      // A single line is the headline itself; prorations and credit are spelt out.
      lines:
        receipt.lines.length > 1
          ? receipt.lines.map((line) => ({
              description: line.description,
              amount: signedUsd(line.amountCents),
            }))
          : undefined,
    }),
  );
}

/** A renewal refused (a first payment's failure is shown on the paying page instead). */
async function mailRenewalFailed(
  services: Services,
  context: SubscriptionMailContext,
  invoice: Stripe.Invoice,
  subscription: Stripe.Subscription,
  send: Send,
) {
  if (!invoice.id || invoice.billing_reason !== "subscription_cycle") return;
  if (invoice.status === "paid" || invoice.status === "void") return;
  const nextAttempt = invoice.next_payment_attempt;
  await send(
    renewalFailedKey(invoice.id, invoice.attempt_count),
    renewalFailedMail(context, {
      amount: formatUsd(invoice.amount_due),
      card: cardText(await cardOfSubscription(services.payments, subscriptionState(subscription))),
      nextAttempt: nextAttempt ? fromUnix(nextAttempt) : null,
    }),
  );
}

async function mailChange(
  services: Services,
  context: SubscriptionMailContext,
  event: Stripe.Event,
  send: Send,
) {
  // The event's own copy; a partial one (no previous attributes, no items) tells no change.
  const changed = event.data.object as Partial<Stripe.Subscription>;
  const previous: Record<string, unknown> | undefined = event.data.previous_attributes;
  if (!previous) return;
  const item = changed.items?.data[0];
  const periodEnd = item ? fromUnix(item.current_period_end) : "the end of the period";
  if (
    "cancel_at_period_end" in previous &&
    previous["cancel_at_period_end"] !== changed.cancel_at_period_end
  ) {
    const key = subscriptionChangeKey(event.id, "cancel_at_period_end");
    if (changed.cancel_at_period_end)
      await send(key, cancellationScheduledMail(context, periodEnd));
    else
      await send(
        key,
        reactivatedMail(context, {
          amount: formatUsd((item?.price.unit_amount ?? 0) * (item?.quantity ?? 1)),
          date: periodEnd,
        }),
      );
  }
  if ("items" in previous) await mailPlanChange(services, context, changed, previous, send);
  // A card replacing another (the first payment saving its card is no change).
  const method = changed.default_payment_method;
  if (previous["default_payment_method"] && method) {
    const defaultPaymentMethod = typeof method === "string" ? method : method.id;
    const card = await cardOfSubscription(services.payments, { defaultPaymentMethod });
    await send(
      subscriptionChangeKey(event.id, "default_payment_method"),
      cardChangedMail(context, cardText(card)),
    );
  }
}

/** The end of a subscription that was paid for (an abandoned unpaid start ends unmailed). */
async function mailEnded(
  services: Services,
  context: SubscriptionMailContext & { rejoinUrl: string },
  subscription: Stripe.Subscription,
  send: Send,
) {
  if (subscription.status !== "canceled") return;
  // A trial whose card was never saved was never the customer's (issue 48): it ends unmailed.
  if (subscription.trial_start != null && !subscription.default_payment_method) return;
  const failed = subscription.cancellation_details?.reason === "payment_failed";
  if (!failed) {
    const latest = subscription.latest_invoice;
    const latestId = typeof latest === "string" ? latest : latest?.id;
    const invoice = latestId ? await services.payments.stripe.invoices.retrieve(latestId) : null;
    if (invoice?.status !== "paid") return;
  }
  await send(
    subscriptionEndedKey(subscription.id),
    subscriptionEndedMail(context, failed ? "payment_failed" : "cancelled", context.rejoinUrl),
  );
}
