import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError, notFound } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { formatUsd } from "../payments/prices.ts";
import { intentOfInvoice, refundRequested } from "../payments/console-billing.ts";
import { providerRefusal } from "../payments/refusals.ts";
import { ENDED_STATUSES } from "../payments/statuses.ts";
import { cancelNow, getSubscription } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { store } from "../subscriptions/manage.ts";
import { planName } from "../payments/subscription-state.ts";
import type { SubscriptionRow } from "../subscriptions/records.ts";
import { runAdminAction } from "./admin-requests.ts";
import {
  ALREADY_REFUNDED,
  NOT_REFUNDABLE,
  PAYMENT_NOT_FOUND,
  refundRefused,
  REFUND_TOO_LARGE,
  REFUNDED,
} from "./messages.ts";
import { adminRefundMail } from "./refund-mail.ts";

type RefundRequest = components["schemas"]["AdminRefundRequest"];

/** What a refund gives back and what it ends: a course payment, or a subscription's invoice. */
type Refundable = {
  ref: string;
  intentId: string | null;
  amountCents: number;
  product: string;
  personId: number | null;
  email: string;
  fullName: string;
} & (
  | { kind: "course"; paymentId: number }
  | { kind: "invoice"; subscription: SubscriptionRow & { provider_subscription_id: string } }
);

/**
 * POST /admin/payments/{paymentId}/refund: the money back and the access it paid for ended in
 * one step. A course refund (full or partial) ends the course; a subscription refund cancels
 * the subscription now, which removes its Discord role. One refund per payment: its natural
 * key (payment_refunds) refuses a second, and the provider's idempotency key is the payment's.
 */
export async function refundPayment(
  services: Services,
  admin: AuthUser,
  ref: string,
  body: RefundRequest,
) {
  const target = await refundable(services, ref);
  if (body.amount_cents !== undefined && body.amount_cents > target.amountCents)
    throw new HttpError(422, REFUND_TOO_LARGE);
  const amountCents = body.amount_cents ?? target.amountCents;
  return runAdminAction(
    services,
    {
      admin,
      idempotencyKey: body.idempotency_key,
      reason: body.reason,
      action: "payment.refund",
      target: ref,
      personId: target.personId,
    },
    async () => {
      const claimed = await services.db
        .insertInto("payment_refunds")
        .values({
          payment_ref: ref,
          person_id: target.personId,
          amount_cents: amountCents,
          created_by: admin.id,
        })
        .onConflict((oc) => oc.column("payment_ref").doNothing())
        .returning("payment_ref")
        .executeTakeFirst();
      if (!claimed) throw conflict(ALREADY_REFUNDED);
      try {
        const providerRefundId = await refundAtProvider(services, target, body, amountCents);
        await endAccess(services, target, amountCents, providerRefundId);
        return {
          message: REFUNDED,
          details: {
            amount_cents: amountCents,
            partial: amountCents < target.amountCents,
            provider_refund_id: providerRefundId,
            product: target.product,
          },
        };
      } catch (error) {
        // Unfinished: the claim goes, so the admin can run it again (every step repeats safely).
        await services.db
          .deleteFrom("payment_refunds")
          .where("payment_ref", "=", ref)
          .where("done_at", "is", null)
          .execute();
        throw error;
      }
    },
  );
}

async function refundAtProvider(
  services: Services,
  target: Refundable,
  body: RefundRequest,
  amountCents: number,
): Promise<string | null> {
  // A manual payment's money went back by the means it came (bank transfer, cash).
  if (target.intentId === null) return null;
  try {
    const refund = await refundRequested(services, {
      intentId: target.intentId,
      paymentRef: target.ref,
      ...(amountCents < target.amountCents ? { amountCents } : {}),
      why: body.reason,
    });
    return refund.id;
  } catch (error) {
    const refusal = providerRefusal(error);
    if (!refusal) throw error;
    if (refusal.code === "charge_already_refunded") throw conflict(ALREADY_REFUNDED);
    throw new HttpError(502, refundRefused(refusal.message));
  }
}

/**
 * The refund recorded, the buyer told (once, in the transaction that records it), and the
 * access ended. For a course, `refunded_at` is committed before the enrolment goes, and an
 * enrolment for a refunded payment is refused by the database, so a fulfilment racing this
 * cannot leave the course behind.
 */
async function endAccess(
  services: Services,
  target: Refundable,
  amountCents: number,
  providerRefundId: string | null,
): Promise<void> {
  const mail = adminRefundMail(target.email, {
    fullName: target.fullName,
    product: target.product,
    amount: formatUsd(amountCents),
    subscription: target.kind === "invoice",
  });
  const markDone = async (trx: Kysely<Database>) => {
    const done = await trx
      .updateTable("payment_refunds")
      .set({ done_at: new Date(), provider_refund_id: providerRefundId })
      .where("payment_ref", "=", target.ref)
      .where("done_at", "is", null)
      .returning("payment_ref")
      .executeTakeFirst();
    if (target.kind === "course")
      await trx
        .updateTable("payments")
        .set({ status: "refunded", refunded_at: new Date(), updated_at: new Date() })
        .where("id", "=", target.paymentId)
        .where("refunded_at", "is", null)
        .execute();
    return done !== undefined;
  };
  if (target.kind === "invoice") {
    const id = target.subscription.provider_subscription_id;
    const current = await getSubscription(services.payments, id);
    if (!ENDED_STATUSES.has(current.status)) await cancelNow(services.payments, id);
    await store(services, id);
    await services.mailer.sendOnce(markDone, mail);
    return;
  }
  await services.mailer.sendOnce(markDone, mail);
  const taken = await services.db
    .deleteFrom("enrollments")
    .where("payment_id", "=", target.paymentId)
    .returning("user_id")
    .execute();
  for (const { user_id } of taken) services.learnerCourses.forget(user_id);
}

const PAYMENT_REF = /^payment-(\d{1,10})$/;

async function refundable(services: Services, ref: string): Promise<Refundable> {
  const match = PAYMENT_REF.exec(ref);
  if (match) return coursePayment(services, ref, Number(match[1]));
  return invoicePayment(services, ref);
}

async function coursePayment(services: Services, ref: string, id: number): Promise<Refundable> {
  if (id > 2_147_483_647) throw notFound(PAYMENT_NOT_FOUND);
  const row = await services.db
    .selectFrom("payments")
    .leftJoin("courses", "courses.id", "payments.course_id")
    .leftJoin("users", (join) =>
      join.on((eb) =>
        eb.or([
          eb("users.id", "=", eb.ref("payments.user_id")),
          eb("users.email", "=", eb.ref("payments.buyer_email")),
        ]),
      ),
    )
    .select([
      "payments.id",
      "payments.status",
      "payments.refunded_at",
      "payments.amount_cents",
      "payments.provider_intent_id",
      "payments.method",
      "payments.product",
      "payments.buyer_email",
      "payments.buyer_name",
      "courses.name as course_name",
      "users.id as user_id",
    ])
    .where("payments.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  if (row.refunded_at !== null || row.status === "refunded") throw conflict(ALREADY_REFUNDED);
  if (row.status !== "succeeded" || row.amount_cents <= 0) throw conflict(NOT_REFUNDABLE);
  return {
    kind: "course",
    ref,
    paymentId: row.id,
    intentId: row.method === "manual" ? null : row.provider_intent_id,
    amountCents: row.amount_cents,
    product: row.course_name ?? row.product,
    personId: row.user_id,
    email: row.buyer_email,
    fullName: row.buyer_name,
  };
}

async function invoicePayment(services: Services, ref: string): Promise<Refundable> {
  let found: Awaited<ReturnType<typeof intentOfInvoice>>;
  try {
    found = await intentOfInvoice(services, ref);
  } catch (error) {
    if (providerRefusal(error)) throw notFound(PAYMENT_NOT_FOUND);
    throw error;
  }
  const { invoice, intentId } = found;
  const subscriptionId = invoice.subscriptionId;
  const row = subscriptionId
    ? await services.db
        .selectFrom("subscriptions")
        .innerJoin("users", "users.id", "subscriptions.user_id")
        .selectAll("subscriptions")
        .select(["users.email", "users.full_name"])
        .where("provider_subscription_id", "=", subscriptionId)
        .executeTakeFirst()
    : undefined;
  if (!row || row.provider_subscription_id === null) throw notFound(PAYMENT_NOT_FOUND);
  if (invoice.status !== "paid" || invoice.amountPaid <= 0 || !intentId)
    throw conflict(NOT_REFUNDABLE);
  return {
    kind: "invoice",
    ref,
    intentId,
    amountCents: invoice.amountPaid,
    product: planName(row),
    personId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    subscription: { ...row, provider_subscription_id: row.provider_subscription_id },
  };
}
