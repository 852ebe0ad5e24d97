import { sql, type Selectable } from "kysely";
import type { Services } from "../services.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { CURRENCY } from "./prices.ts";
import { readPayment, type PaymentView } from "./payment-view.ts";
import type { ProductName } from "./products.ts";
import type { PaymentsTable } from "./tables.ts";

/** Our record of one purchase attempt of a one-off product (table `payments`). */
export type PaymentRow = Selectable<PaymentsTable>;

export interface NewIntent {
  product: ProductName;
  amountCents: number;
  description: string;
  email: string;
  /** What the product needs to fulfil it later (ids, attempt); `product` is added here. */
  metadata: Record<string, string>;
  /** From idempotencyKey(): the same attempt is the same intent. */
  idempotencyKey: string;
}

/** A PaymentIntent at the server's price; the browser confirms it with the client secret. */
export async function createIntent(services: Services, input: NewIntent) {
  const intent = await oncePerKey(input.idempotencyKey, () =>
    services.payments.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        description: input.description,
        receipt_email: input.email,
        // `kind` too: a reader of the provider's dashboard sees the product either way.
        metadata: { ...input.metadata, product: input.product, kind: input.product },
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
  };
}

/** Our row brought up to date with the provider's intent; created from its metadata if missing. */
export async function syncIntent(
  services: Services,
  intent: PaymentView,
): Promise<PaymentRow | undefined> {
  const last4 = intent.card?.last4 ?? null;
  const failure = intent.failureMessage;
  const meta = intent.metadata;
  if (meta["kind"] === "course" && meta["email"] && meta["course_id"]) {
    await services.db
      .insertInto("payments")
      .values({
        product: `course:${meta["course_id"]}`,
        course_id: Number(meta["course_id"]),
        method: "card",
        buyer_email: meta["email"],
        buyer_name: meta["name"] ?? meta["email"],
        amount_cents: intent.amountCents,
        status: intent.status,
        idempotency_key: null,
        provider_intent_id: intent.id,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return services.db
    .updateTable("payments")
    .set({
      // A payment given back stays refunded: the provider's intent still says succeeded.
      status: sql<string>`CASE WHEN refunded_at IS NULL THEN ${intent.status} ELSE status END`,
      card_last4: last4,
      failure_message: intent.status === "succeeded" ? null : failure,
      updated_at: new Date(),
    })
    .where("provider_intent_id", "=", intent.id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives a payment's money back in full, once whatever calls it (the key is the intent's, and a
 * charge already refunded counts as done, after the provider forgot the key): a purchase of
 * something the buyer already owned, or the later of two subscriptions paid in a race.
 */
export async function refundIntent(
  services: Services,
  intentId: string,
  reason: string,
): Promise<void> {
  try {
    await services.payments.stripe.refunds.create(
      { payment_intent: intentId, reason: "duplicate", metadata: { why: reason } },
      { idempotencyKey: idempotencyKey("refund", intentId) },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== "charge_already_refunded") throw error;
  }
  await recordRefund(services, intentId);
}

/**
 * A refund of the payment (ours or from the provider's dashboard) reaches its receipt: the
 * total its charge has given back.
 */
export async function recordRefund(services: Services, intentId: string): Promise<void> {
  const payment = await readPayment(services.payments, intentId);
  if (payment.chargedAt === null) return;
  await services.payments.products.receipts.paymentRefunded({
    paymentId: payment.id,
    amountRefundedCents: payment.amountRefundedCents,
  });
}
