import type Stripe from "stripe";
import { planChangedMail, type SubscriptionMailContext } from "../mail/billing-templates.ts";
import { mailDate } from "../mail/dates.ts";
import type { Mail } from "../mail/mailer.ts";
import { planChangeKey } from "./notice-keys.ts";
import type { Services } from "../services.ts";
import { formatUsd } from "./prices.ts";
import { planName, planOfLookupKey } from "./subscription-state.ts";

interface PreviousItems {
  data?: { price?: { lookup_key?: string | null } }[];
}

/**
 * `customer.subscription.updated` whose items moved to another plan (plan-change.ts): one mail,
 * claimed by the change's invoice, with what it charged or credited and the next charge.
 */
export async function mailPlanChange(
  services: Services,
  context: SubscriptionMailContext,
  changed: Partial<Stripe.Subscription>,
  previous: Record<string, unknown>,
  send: (key: string, mail: Mail) => Promise<void>,
): Promise<void> {
  const before = (previous["items"] as PreviousItems | undefined)?.data?.[0]?.price?.lookup_key;
  const item = changed.items?.data[0];
  const after = item?.price.lookup_key;
  const was = planOfLookupKey(before);
  if (!was || !item || !changed.id || before === after) return;
  const latest = changed.latest_invoice;
  const invoiceId = typeof latest === "string" ? latest : latest?.id;
  if (!invoiceId) return;
  const invoice = await services.payments.stripe.invoices.retrieve(invoiceId);
  const credit = Math.max(0, -invoice.total);
  const customerId = typeof changed.customer === "string" ? changed.customer : changed.customer?.id;
  const customer = customerId
    ? await services.payments.stripe.customers.retrieve(customerId)
    : null;
  const balance = customer && !customer.deleted ? customer.balance : 0;
  const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
  await send(
    planChangeKey(changed.id, invoiceId),
    planChangedMail(context, {
      from: `${planName(was)} (${was.billing_cycle})`,
      charged: invoice.amount_paid > 0 ? formatUsd(invoice.amount_paid) : null,
      credited: credit > 0 ? formatUsd(credit) : null,
      next: formatUsd(Math.max(0, amount + Math.min(0, balance))),
      on: mailDate(new Date(item.current_period_end * 1000)),
    }),
  );
}
