import { randomUUID } from "node:crypto";
import { encodeStripeParams } from "../../src/stripe-standin/form.ts";
import type { Answer } from "./client.ts";
import { type BenchContext, clientIpOf, type Purchase, retried } from "./ledger.ts";

/** Stripe's test card that always pays (src/stripe-standin/cards.ts). */
const CARD = { number: "4242424242424242", exp_month: "12", exp_year: "34", cvc: "123" };

interface Intent {
  client_secret: string;
  payment_intent_id: string;
}

/**
 * A guest buying, through the calls the site's widgets make (payForCourse,
 * subscribeToCalculator): the server's intent, Stripe.js's confirmation with a test card (the
 * stand-in's browser side, behind nginx), then the purchase's registration. Two of three
 * purchases are courses (1 and 2), one a monthly calculator subscription.
 */
export async function runBuyer(ctx: BenchContext, guest: number): Promise<void> {
  for (let n = 0; performance.now() < ctx.until; n++) {
    const email = `bench-buyer-${ctx.runId}-${guest}-${n}@example.com`;
    const ip = clientIpOf(2, guest * 50 + (n % 50));
    if (n % 3 === 2) await subscribeCalculator(ctx, email, ip);
    else await buyCourse(ctx, email, ip, 1 + (n % 2));
  }
}

/**
 * One purchase: the server's intent, the card, then its registration, each step sent again
 * while no instance answers.
 */
async function purchase(
  ctx: BenchContext,
  ip: string,
  bought: Omit<Purchase, "paidAt">,
  steps: {
    intent: (label: string) => Promise<Answer<Intent>>;
    complete: (intent: Intent, label: string) => Promise<Answer<unknown>>;
  },
) {
  const intent = await retried(() => steps.intent(`purchase: ${bought.kind} intent`));
  if (intent.status !== 200) return abandon(ctx, bought.email, "intent", intent.status);
  if (!(await pay(ctx, intent.body, ip))) return abandon(ctx, bought.email, "confirm", 0);
  const paidAt = Date.now();
  const done = await retried(() =>
    steps.complete(intent.body, `purchase: ${bought.kind} complete`),
  );
  if (done.status !== 200) return abandon(ctx, bought.email, "complete", done.status);
  ctx.ledger.purchases.push({ ...bought, paidAt });
}

function buyCourse(ctx: BenchContext, email: string, ip: string, courseId: number) {
  const name = "Bench Buyer";
  const attempt = randomUUID();
  return purchase(
    ctx,
    ip,
    { kind: "course", email, courseId },
    {
      intent: (label) =>
        ctx.call<Intent>("POST", "/api/payments/create-intent", {
          label,
          clientIp: ip,
          json: { course_id: courseId, name, email, attempt_id: attempt },
        }),
      complete: (intent, label) =>
        ctx.call("POST", "/api/enroll", {
          label,
          clientIp: ip,
          json: {
            course_id: courseId,
            email,
            full_name: name,
            payment_intent_id: intent.payment_intent_id,
            client_secret: intent.client_secret,
          },
        }),
    },
  );
}

function subscribeCalculator(ctx: BenchContext, email: string, ip: string) {
  const name = "Bench Subscriber";
  const body = { email, billing_cycle: "monthly", test_mode: false };
  return purchase(
    ctx,
    ip,
    { kind: "calculator", email },
    {
      intent: (label) =>
        ctx.call<Intent>("POST", "/api/calculator/create-subscription-intent", {
          label,
          clientIp: ip,
          json: { ...body, name, amount: 900 },
        }),
      complete: (intent, label) =>
        ctx.call("POST", "/api/calculator/subscribe", {
          label,
          clientIp: ip,
          json: {
            ...body,
            full_name: name,
            payment_intent_id: intent.payment_intent_id,
            client_secret: intent.client_secret,
          },
        }),
    },
  );
}

/** confirmCardPayment as Stripe.js sends it: the publishable key and the intent's secret. */
async function pay(ctx: BenchContext, intent: Intent, ip: string): Promise<boolean> {
  const id = intent.client_secret.split("_secret_")[0];
  const confirmed = await retried(() =>
    ctx.call<{ status?: string }>("POST", `/api/stripe-standin/v1/payment_intents/${id}/confirm`, {
      label: "purchase: confirm card",
      clientIp: ip,
      token: ctx.publishableKey,
      form: encodeStripeParams({
        client_secret: intent.client_secret,
        payment_method_data: { type: "card", card: CARD },
      }),
    }),
  );
  return confirmed.status === 200 && confirmed.body.status === "succeeded";
}

function abandon(ctx: BenchContext, email: string, step: string, status: number) {
  ctx.ledger.abandoned.push(`${email}: ${step} answered ${status}`);
}
