import { conflict, forbidden, HttpError, notFound, ownedAlready } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { findUserByEmail, normalizeEmail } from "../users/users.ts";
import { purchaseAttempt } from "../payments/attempts.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import { upsertAfterRace } from "../db/unique-race.ts";
import { createIntent, syncIntent, type PaymentRow } from "../payments/intents.ts";
import { cancelPayment, readPayment } from "../payments/payment-view.ts";
import { coursePriceCents } from "../payments/prices.ts";
import { quotePromotion, type PromotionQuote } from "../payments/promotion-codes.ts";
import { reserveRedemption } from "../payments/redemptions.ts";
import { checkCodeAtProvider } from "../payments/provider-code-refusal.ts";
import type { AuthUser } from "../http/types.ts";
import { ownsCourse } from "../learning/enrolments.ts";
import {
  ALREADY_OWN_COURSE,
  ALREADY_OWN_COURSE_LOG_IN,
  ALREADY_PAID,
  COURSE_NOT_FOUND,
  FILL_REQUIRED_FIELDS,
  PAYMENTS_DISABLED,
} from "../http/messages.ts";

export interface CourseBuyer {
  courseId: number;
  email: string;
  fullName: string;
}

/** Trimmed, lower-cased where it matters, and non-empty (the spec's message otherwise). */
export function cleanBuyer(input: { courseId: number; email: string; name: string }): CourseBuyer {
  const email = normalizeEmail(input.email);
  const fullName = input.name.trim();
  if (email === "" || fullName === "") throw new HttpError(422, [FILL_REQUIRED_FIELDS]);
  return { courseId: input.courseId, email, fullName };
}

export async function courseOnSale(services: Services, courseId: number) {
  if (!services.config.payments.sales.courses) throw forbidden(PAYMENTS_DISABLED);
  return requireCourse(services, courseId);
}

export async function requireCourse(services: Services, courseId: number) {
  const course = await services.db
    .selectFrom("courses")
    .select(["id", "name"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  const amount = coursePriceCents(courseId);
  if (!course || amount === undefined) throw notFound(COURSE_NOT_FOUND);
  return { ...course, amount };
}

/**
 * Our purchase attempt, from which the Idempotency-Key of every provider call derives: the
 * browser's attempt id bound to the caller (purchaseAttempt), so a double click or a retry of
 * one open modal is one intent, and nobody else's call is ever answered its secret.
 */
function attemptKey(
  buyer: CourseBuyer,
  caller: AuthUser | null,
  attemptId: string | undefined,
  quote: PromotionQuote | undefined,
) {
  const attempt = purchaseAttempt(caller, attemptId);
  // A code changes the amount, so the attempt with a code is another intent than without.
  const parts = quote ? [attempt, `code:${quote.row.id}`] : [attempt];
  return { attempt, key: idempotencyKey("course-purchase", buyer.email, buyer.courseId, ...parts) };
}

/** Intent statuses that can still be paid, so a replaced attempt's are cancelled. */
const PAYABLE_INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
];

/**
 * The e-mail's other unpaid intents for the course are cancelled: one payable attempt at a time,
 * and a page that was replaced can no longer pay. An intent paid in the meantime stays paid (the
 * duplicate-purchase rule refunds it at fulfilment).
 */
async function cancelOtherAttempts(services: Services, buyer: CourseBuyer, keep: string) {
  const others = await services.db
    .selectFrom("payments")
    .select("provider_intent_id")
    .where("buyer_email", "=", buyer.email)
    .where("course_id", "=", buyer.courseId)
    .where("method", "=", "card")
    .where("status", "in", PAYABLE_INTENT_STATUSES)
    .where("provider_intent_id", "!=", keep)
    .execute();
  for (const { provider_intent_id: id } of others) {
    if (!id) continue;
    const key = idempotencyKey("cancel-replaced-intent", id);
    const canceled = await cancelPayment(services.payments, id, key);
    if (canceled) await syncIntent(services, canceled);
  }
}

/**
 * Refuses a purchase of a course the buyer owns, before any card is taken. A guest whose e-mail
 * owns it is told so with a way to sign in (issue 45): a charge then a refund costs the
 * provider's fee each time. Only a race (an enrolment landing between this check and the
 * payment) is still refunded at fulfilment. The purchase routes are rate-limited per client and
 * e-mail, which bounds what this tells about e-mails.
 */
export async function refuseOwnedCourse(
  services: Services,
  buyer: CourseBuyer,
  caller: AuthUser | null,
): Promise<void> {
  if (caller) {
    if (await ownsCourse(services, caller.id, buyer.courseId)) throw conflict(ALREADY_OWN_COURSE);
    return;
  }
  const owner = await findUserByEmail(services.db, buyer.email);
  if (owner && (await ownsCourse(services, owner.id, buyer.courseId)))
    throw ownedAlready(ALREADY_OWN_COURSE_LOG_IN);
}

/**
 * POST /payments/create-intent: the price comes from the server, never from the browser; with a
 * promotion code, the server's discounted price, the code's use reserved before the intent.
 */
export async function createCourseIntent(
  services: Services,
  buyer: CourseBuyer,
  attemptId?: string,
  caller: AuthUser | null = null,
  promotionCode?: string,
) {
  const course = await courseOnSale(services, buyer.courseId);
  await refuseOwnedCourse(services, buyer, caller);
  const quote = promotionCode
    ? await quotePromotion(services, promotionCode, `course:${course.id}`, course.amount)
    : undefined;
  const { attempt, key } = attemptKey(buyer, caller, attemptId, quote);
  const existing = await services.db
    .selectFrom("payments")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (existing?.status === "succeeded") throw conflict(ALREADY_PAID);
  if (quote) await checkCodeAtProvider(services, quote.row.provider_promotion_code_id);
  if (quote)
    await reserveRedemption(services.db, {
      codeId: quote.row.id,
      email: buyer.email,
      attemptKey: key,
      now: services.clock(),
    });
  const discount: Record<string, string> = quote
    ? {
        promotion_code: quote.row.code,
        list_amount: String(quote.price.listCents),
        discount: String(quote.price.discountCents),
      }
    : {};
  const create = (idempotency: string) =>
    createIntent(services, {
      product: "course",
      amountCents: quote ? quote.price.totalCents : course.amount,
      description: course.name,
      email: buyer.email,
      // The buyer's name stays out: two tabs typing it differently must still be one request.
      metadata: { course_id: String(course.id), email: buyer.email, attempt, ...discount },
      idempotencyKey: idempotency,
    });
  let intent = await create(key);
  // A key's first answer is replayed for a day, even once another attempt replaced (cancelled)
  // that intent: this attempt, back again, gets a fresh one it can pay.
  for (let round = 0; round < 3; round++) {
    const current = await readPayment(services.payments, intent.id);
    if (current.status !== "canceled") break;
    intent = await create(idempotencyKey("course-purchase-again", key, intent.id));
  }
  await upsertAfterRace(() =>
    services.db
      .insertInto("payments")
      .values({
        product: `course:${course.id}`,
        course_id: course.id,
        method: "card",
        buyer_email: buyer.email,
        buyer_name: buyer.fullName,
        amount_cents: intent.amount,
        status: intent.status,
        idempotency_key: key,
        provider_intent_id: intent.id,
        promotion_code_id: quote?.row.id ?? null,
        list_amount_cents: quote ? quote.price.listCents : null,
        discount_cents: quote ? quote.price.discountCents : 0,
      })
      // The same attempt after Stripe forgot the key (24 h) gets a new intent: the row follows it.
      .onConflict((oc) =>
        oc
          .column("idempotency_key")
          .doUpdateSet({ provider_intent_id: intent.id, status: intent.status }),
      )
      .execute(),
  );
  if (intent.status === "succeeded") throw conflict(ALREADY_PAID);
  if (!intent.clientSecret) throw new Error("payment intent without a client secret");
  await cancelOtherAttempts(services, buyer, intent.id);
  return {
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
  };
}

/** A paid purchase of the course by this buyer (asking the provider about unsettled ones). */
export async function findPaidPurchase(
  services: Services,
  buyer: CourseBuyer,
  paymentIntentId?: string,
): Promise<PaymentRow | undefined> {
  let query = services.db
    .selectFrom("payments")
    .selectAll()
    .where("buyer_email", "=", buyer.email)
    .where("course_id", "=", buyer.courseId)
    .orderBy("id", "desc")
    .limit(5);
  if (paymentIntentId !== undefined)
    query = query.where("provider_intent_id", "=", paymentIntentId);
  for (const row of await query.execute()) {
    // A refunded duplicate is paid too: its fulfilment answers that the buyer owns the course.
    if (row.status === "succeeded" || row.refunded_at !== null) return row;
    if (!row.provider_intent_id || row.method === "manual") continue;
    const synced = await syncIntent(
      services,
      await readPayment(services.payments, row.provider_intent_id),
    );
    if (synced?.status === "succeeded") return synced;
  }
  return undefined;
}
