import { randomUUID } from "node:crypto";
import { encodeStripeParams } from "../../src/payments/standin/form.ts";
import { type BenchContext, clientIpOf, retried } from "./ledger.ts";

/** Stripe's test card that always pays (src/payments/standin/cards.ts). */
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

async function buyCourse(ctx: BenchContext, email: string, ip: string, courseId: number) {
  const name = "Bench Buyer";
  const attempt = randomUUID();
  const intent = await retried(() =>
    ctx.call<Intent>("POST", "/api/payments/create-intent", {
      label: "purchase: create intent",
      clientIp: ip,
      json: { course_id: courseId, name, email, attempt_id: attempt },
    }),
  );
  if (intent.status !== 200) return abandon(ctx, email, "create-intent", intent.status);
  if (!(await pay(ctx, intent.body, ip))) return abandon(ctx, email, "confirm", 0);
  const paidAt = Date.now();
  const enrolled = await retried(() =>
    ctx.call("POST", "/api/enroll", {
      label: "purchase: enrol",
      clientIp: ip,
      json: {
        course_id: courseId,
        email,
        full_name: name,
        payment_intent_id: intent.body.payment_intent_id,
        client_secret: intent.body.client_secret,
      },
    }),
  );
  if (enrolled.status !== 200) return abandon(ctx, email, "enroll", enrolled.status);
  ctx.ledger.purchases.push({ kind: "course", email, courseId, paidAt });
}

async function subscribeCalculator(ctx: BenchContext, email: string, ip: string) {
  const name = "Bench Subscriber";
  const body = { email, billing_cycle: "monthly", test_mode: false };
  const intent = await retried(() =>
    ctx.call<Intent>("POST", "/api/calculator/create-subscription-intent", {
      label: "purchase: create subscription",
      clientIp: ip,
      json: { ...body, name, amount: 900 },
    }),
  );
  if (intent.status !== 200) return abandon(ctx, email, "create-subscription", intent.status);
  if (!(await pay(ctx, intent.body, ip))) return abandon(ctx, email, "confirm", 0);
  const paidAt = Date.now();
  const subscribed = await retried(() =>
    ctx.call("POST", "/api/calculator/subscribe", {
      label: "purchase: subscribe",
      clientIp: ip,
      json: {
        ...body,
        full_name: name,
        payment_intent_id: intent.body.payment_intent_id,
        client_secret: intent.body.client_secret,
      },
    }),
  );
  if (subscribed.status !== 200) return abandon(ctx, email, "subscribe", subscribed.status);
  ctx.ledger.purchases.push({ kind: "calculator", email, paidAt });
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
