import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { calculatorPlan, ensurePrice, type Plan } from "../payments/subscriptions.ts";
import { intentIdOf } from "./payments.ts";

/**
 * What two instances answering two tabs at the same moment leave behind: each listed the
 * customer's unpaid subscriptions before the other had created its own, so each started one
 * (one open subscription is otherwise kept: payments/unpaid-subscriptions.ts). The second start
 * is made here as that other instance made it: at the provider, with the row its create-intent
 * writes. Answers the second start's client secret.
 */
async function startAgainAtProvider(
  app: FastifyInstance,
  subscriptionId: string,
  plan?: Plan,
): Promise<{ subscription: Stripe.Subscription; clientSecret: string }> {
  const { payments } = app.services;
  const first = await payments.stripe.subscriptions.retrieve(subscriptionId);
  const price = plan ? await ensurePrice(payments, plan) : first.items.data[0]?.price.id;
  const subscription = await payments.stripe.subscriptions.create({
    customer: typeof first.customer === "string" ? first.customer : first.customer.id,
    items: [{ price: price ?? "" }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    metadata: plan ? { ...first.metadata, billing_cycle: "yearly" } : first.metadata,
    expand: ["latest_invoice.confirmation_secret"],
  });
  const invoice = subscription.latest_invoice;
  const clientSecret =
    typeof invoice === "object" ? (invoice?.confirmation_secret?.client_secret ?? "") : "";
  return { subscription, clientSecret };
}

/**
 * A second subscription of the same customer and product started in a race with the first
 * (whose client secret is given): the same plan, or the calculator's yearly one beside a
 * monthly. Its row is the first's, copied as the other instance's create-intent wrote it.
 */
async function startedInRace(
  app: FastifyInstance,
  firstClientSecret: string,
  yearly: boolean,
): Promise<string> {
  const { db } = app.services;
  const first = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("first_payment_intent_id", "=", intentIdOf(firstClientSecret))
    .executeTakeFirstOrThrow();
  const { subscription, clientSecret } = await startAgainAtProvider(
    app,
    first.provider_subscription_id ?? "",
    yearly ? calculatorPlan("yearly") : undefined,
  );
  const { id: _id, created_at: _created, updated_at: _updated, ...copied } = first;
  await db
    .insertInto("subscriptions")
    .values({
      ...copied,
      provider_subscription_id: subscription.id,
      first_payment_intent_id: intentIdOf(clientSecret),
      idempotency_key: `${first.idempotency_key}-race`,
      ...(yearly ? { billing_cycle: "yearly" as const } : {}),
    })
    .execute();
  return clientSecret;
}

/** A second Discord membership of the same plan, started in a race with the first. */
export const discordJoinInRace = (app: FastifyInstance, firstClientSecret: string) =>
  startedInRace(app, firstClientSecret, false);

/** A yearly calculator subscription started in a race with a monthly one. */
export const yearlyCalculatorInRace = (app: FastifyInstance, monthlyClientSecret: string) =>
  startedInRace(app, monthlyClientSecret, true);
