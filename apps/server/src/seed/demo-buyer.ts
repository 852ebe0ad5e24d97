import type { FastifyInstance } from "fastify";
import { encodeStripeParams } from "../stripe-standin/form.ts";
import { STANDIN_BROWSER_PATH } from "../stripe-standin/paths.ts";
import type { DemoAccount } from "./demo-accounts.ts";

/** Stripe's test card that pays (payments-media notes). */
const PAYING_CARD = { number: "4242424242424242", exp_month: "12", exp_year: "34", cvc: "123" };

/** The plan catalogue's prices the browser sends along (the server charges its own). */
const CALCULATOR_MONTHLY_CENTS = 900;
const DISCORD_PRO_MONTHLY_CENTS = 19_700;

export interface DemoBuyer {
  buyCourse(courseId: number): Promise<void>;
  subscribeCalculator(): Promise<void>;
  joinDiscordPro(): Promise<void>;
}

/**
 * A demo account buying as a person does in the browser, signed in: the site's calls on this
 * app's own routes (which reach the provider through the `stripe` SDK), the card typed into the
 * Stripe.js stand-in (its browser API, publishable key only), then the call the page makes
 * after paying. The stand-in's webhook does the rest, as for every buyer.
 */
export async function demoBuyer(app: FastifyInstance, account: DemoAccount): Promise<DemoBuyer> {
  const login = await call(app, "/api/auth/login", {
    email: account.email,
    password: account.password,
  });
  const token = stringField(login, "access_token");
  const post = (url: string, body: Record<string, unknown>) => call(app, url, body, token);
  const buyer = { email: account.email, name: account.fullName };

  return {
    async buyCourse(courseId) {
      const intent = await post("/api/payments/create-intent", { course_id: courseId, ...buyer });
      const secret = stringField(intent, "client_secret");
      await payInBrowser(app, secret);
      await post("/api/enroll", {
        course_id: courseId,
        email: buyer.email,
        full_name: buyer.name,
        client_secret: secret,
      });
    },
    async subscribeCalculator() {
      const cycle = { billing_cycle: "monthly", test_mode: false };
      const intent = await post("/api/calculator/create-subscription-intent", {
        ...buyer,
        ...cycle,
        amount: CALCULATOR_MONTHLY_CENTS,
      });
      const secret = stringField(intent, "client_secret");
      await payInBrowser(app, secret);
      await post("/api/calculator/subscribe", {
        email: buyer.email,
        full_name: buyer.name,
        ...cycle,
        payment_intent_id: intentIdOf(secret),
        client_secret: secret,
      });
    },
    async joinDiscordPro() {
      const plan = { tier: "pro", billing_cycle: "monthly" };
      const intent = await post("/api/discord/create-subscription-intent", {
        ...buyer,
        ...plan,
        amount: DISCORD_PRO_MONTHLY_CENTS,
      });
      const secret = stringField(intent, "client_secret");
      await payInBrowser(app, secret);
      await post("/api/discord/subscribe", {
        email: buyer.email,
        full_name: buyer.name,
        ...plan,
        payment_intent_id: intentIdOf(secret),
        client_secret: secret,
      });
    },
  };
}

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? "";

/** confirmCardPayment as Stripe.js makes it: the stand-in's browser API, the publishable key. */
async function payInBrowser(app: FastifyInstance, clientSecret: string): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: `${STANDIN_BROWSER_PATH}/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Bearer ${app.services.payments.publishableKey}`,
    },
    payload: encodeStripeParams({
      client_secret: clientSecret,
      payment_method_data: { type: "card", card: PAYING_CARD },
    }),
  });
  const status = stringField(response.json<unknown>(), "status");
  if (response.statusCode !== 200 || status !== "succeeded")
    throw new Error(`demo payment not confirmed: ${response.statusCode} ${response.body}`);
}

async function call(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  token?: string,
): Promise<unknown> {
  const response = await app.inject({
    method: "POST",
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200)
    throw new Error(`demo purchase: ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<unknown>();
}

function stringField(body: unknown, field: string): string {
  const value = typeof body === "object" && body !== null ? Reflect.get(body, field) : undefined;
  if (typeof value !== "string") throw new Error(`demo purchase: no ${field} in the answer`);
  return value;
}
