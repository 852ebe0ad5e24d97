import Stripe from "stripe";
import type { FastifyInstance } from "fastify";
import { STANDIN_BROWSER_PATH } from "../stripe-standin/paths.ts";
import { encodeStripeParams } from "../stripe-standin/form.ts";

/** Stripe's test cards (payments-media notes). */
export const CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  threeDSecure: "4000002500003155",
  chargeFails: "4000000000000341",
} as const;

/** A call to the stand-in as Stripe.js makes it: the browser mount, the publishable key. */
export async function browserCall(
  app: FastifyInstance,
  path: string,
  data: Record<string, unknown>,
) {
  const key = app.services.payments.publishableKey;
  const response = await app.inject({
    method: "POST",
    url: `${STANDIN_BROWSER_PATH}/v1${path}`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Bearer ${key}`,
    },
    payload: encodeStripeParams(data),
  });
  return {
    status: response.statusCode,
    body: response.json<
      Record<string, unknown> & { status?: string; error?: { code?: string; message?: string } }
    >(),
  };
}

export const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? "";

/** confirmCardPayment as the browser does it, with a test card typed in. */
export function confirmInBrowser(app: FastifyInstance, clientSecret: string, card: string) {
  return browserCall(app, `/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
    client_secret: clientSecret,
    payment_method_data: {
      type: "card",
      card: { number: card, exp_month: "12", exp_year: "34", cvc: "123" },
    },
  });
}

/** The 3-D Secure dialog's answer. */
export function authenticateInBrowser(
  app: FastifyInstance,
  clientSecret: string,
  outcome: "complete" | "fail",
) {
  return browserCall(app, `/payment_intents/${intentIdOf(clientSecret)}/authenticate`, {
    client_secret: clientSecret,
    outcome,
  });
}

export async function createIntent(app: FastifyInstance, body: Record<string, unknown>) {
  const response = await app.inject({
    method: "POST",
    url: "/api/payments/create-intent",
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      client_secret: string;
      payment_intent_id: string;
      amount: number;
      detail?: unknown;
    }>(),
  };
}

export async function enroll(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: "POST", url: "/api/enroll", payload: body, headers });
  return {
    status: response.statusCode,
    body: response.json<{
      access_token: string | null;
      temp_password: string | null;
      existing_account: boolean;
      login_required?: boolean;
      user: { id: number; email: string; courses: string[] } | null;
      detail?: unknown;
    }>(),
  };
}

/** Waits for the stand-in's events to reach the webhook. */
export async function settle(app: FastifyInstance): Promise<void> {
  await app.services.payments.standin?.settle();
  await app.services.background.drain();
}

export async function mailTo(app: FastifyInstance, email: string) {
  return app.services.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", email)
    .orderBy("id")
    .execute();
}

/**
 * Every event the stand-in sent, handled again as after a crash between handling and marking
 * it processed (the webhook then runs the handlers once more); answers each status. `order`
 * replays them as sent, newest first (the worst order), or all at once.
 */
export async function redeliverEveryEvent(
  app: FastifyInstance,
  { order = "oldest first" }: { order?: "oldest first" | "newest first" | "parallel" } = {},
): Promise<number[]> {
  const { db } = app.services;
  await db.updateTable("payment_events").set({ processed_at: null }).execute();
  const events = await db.selectFrom("stripe_standin_events").select("payload").execute();
  const secret = app.services.payments.standin?.keys.webhookSecret ?? "";
  const deliver = async (payload: string) => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const answer = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
    return answer.statusCode;
  };
  if (order === "parallel") return Promise.all(events.map(({ payload }) => deliver(payload)));
  if (order === "newest first") events.reverse();
  const statuses: number[] = [];
  for (const { payload } of events) statuses.push(await deliver(payload));
  return statuses;
}

/** The password a new account's mail carried (a course or calculator purchase, a Discord welcome). */
export async function mailedPassword(app: FastifyInstance, email: string): Promise<string> {
  const password = (await mailTo(app, email))
    .map((mail) => /^(?:Temporary password|Password): (\S+)$/m.exec(mail.text_body)?.[1])
    .find((found) => found !== undefined);
  if (!password) throw new Error(`no password mailed to ${email}`);
  return password;
}

/**
 * The account's owner signing in with the temporary password only their mailbox got: a password
 * session, which may change plans, cards and cancel for 15 minutes of the app's clock (issue 45;
 * a purchase's own session may not). Answers the access token.
 */
export async function signInFromMail(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: await mailedPassword(app, email) },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode}`);
  return response.json<{ access_token: string }>().access_token;
}
