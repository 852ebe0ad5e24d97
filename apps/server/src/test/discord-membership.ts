import type { FastifyInstance } from "fastify";
import { browserCall, CARDS, confirmInBrowser, intentIdOf, settle } from "./payments.ts";

export interface JoinInput {
  tier?: "pro" | "community";
  billing_cycle?: "monthly" | "yearly";
  email: string;
  name?: string;
  amount?: number;
  attempt_id?: string;
  promotion_code?: string;
}

const PRICES = {
  pro: { monthly: 19_700, yearly: 199_700 },
  community: { monthly: 9_700, yearly: 99_700 },
} as const;

export async function createDiscordIntent(
  app: FastifyInstance,
  input: JoinInput,
  headers: Record<string, string> = {},
) {
  const tier = input.tier ?? "pro";
  const cycle = input.billing_cycle ?? "monthly";
  const response = await app.inject({
    method: "POST",
    url: "/api/discord/create-subscription-intent",
    headers,
    payload: {
      tier,
      billing_cycle: cycle,
      amount: input.amount ?? PRICES[tier][cycle],
      email: input.email,
      name: input.name ?? "Morgan Member",
      ...(input.attempt_id ? { attempt_id: input.attempt_id } : {}),
      ...(input.promotion_code ? { promotion_code: input.promotion_code } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json<{ client_secret: string; customer_id: string; detail?: unknown }>(),
  };
}

export async function subscribeDiscord(
  app: FastifyInstance,
  input: JoinInput & { client_secret: string; payment_intent_id?: string },
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/discord/subscribe",
    headers,
    payload: {
      payment_intent_id: input.payment_intent_id ?? intentIdOf(input.client_secret),
      client_secret: input.client_secret,
      tier: input.tier ?? "pro",
      billing_cycle: input.billing_cycle ?? "monthly",
      email: input.email,
      full_name: input.name ?? "Morgan Member",
    },
  });
  return {
    status: response.statusCode,
    body: response.json<{
      access_token?: string;
      refresh_token?: string;
      existing_account: boolean;
      login_required?: boolean;
      subscription: DiscordRecord;
      detail?: unknown;
    }>(),
  };
}

export interface DiscordRecord {
  id: number;
  tier: "pro" | "community";
  status: string;
  amount_cents: number;
  billing_cycle: "monthly" | "yearly";
  current_period_start: string;
  current_period_end: string;
  next_billing_date: string | null;
  cancel_at_period_end: boolean;
}

/** The whole join as the widget does it: intent, card confirmed in the browser, subscribe. */
export async function joinDiscord(
  app: FastifyInstance,
  input: JoinInput,
  card: string = CARDS.succeeds,
) {
  const intent = await createDiscordIntent(app, input);
  if (intent.status !== 200)
    throw new Error(`intent ${intent.status} ${JSON.stringify(intent.body)}`);
  const paid = await confirmInBrowser(app, intent.body.client_secret, card);
  const subscribed = await subscribeDiscord(app, {
    ...input,
    client_secret: intent.body.client_secret,
  });
  return { intent, paid, subscribed };
}

/** The browser's confirmCardSetup after createSubscriptionSetupIntent: the new card's id. */
export async function confirmCardSetup(app: FastifyInstance, clientSecret: string, card: string) {
  const confirmed = await browserCall(app, `/setup_intents/${intentIdOf(clientSecret)}/confirm`, {
    client_secret: clientSecret,
    payment_method_data: {
      type: "card",
      card: { number: card, exp_month: "12", exp_year: "34", cvc: "123" },
    },
  });
  return { status: confirmed.body.status, paymentMethod: String(confirmed.body["payment_method"]) };
}

/** Moves the stand-in's clock and waits for the resulting webhooks and role work. */
export async function advance(app: FastifyInstance, seconds: number): Promise<void> {
  await app.services.payments.standin?.advanceClock(seconds);
  await settle(app);
}
