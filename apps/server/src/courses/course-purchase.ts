import { conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { normalizeEmail } from "../users/users.ts";
import { idempotencyKey } from "../payments/idempotency.ts";
import { upsertAfterRace } from "../db/unique-race.ts";
import { createIntent, retrieveIntent, syncIntent, type PaymentRow } from "../payments/intents.ts";
import { coursePriceCents } from "../payments/prices.ts";
import type { AuthUser } from "../http/types.ts";
import { ownsCourse } from "../learning/enrolments.ts";
import {
  ALREADY_OWN_COURSE,
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
 * browser's attempt id when it sends one, otherwise "the buyer's next purchase of this course"
 * (the count of their paid purchases), so a double click, a retry or a second tab reuse it.
 */
async function attemptKey(
  services: Services,
  buyer: CourseBuyer,
  attemptId: string | undefined,
): Promise<{ attempt: string; key: string }> {
  let attempt = attemptId;
  if (attempt === undefined) {
    const paid = await services.db
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("buyer_email", "=", buyer.email)
      .where("course_id", "=", buyer.courseId)
      .where("status", "=", "succeeded")
      .executeTakeFirstOrThrow();
    attempt = `purchase-${Number(paid.n) + 1}`;
  }
  return { attempt, key: idempotencyKey("course-purchase", buyer.email, buyer.courseId, attempt) };
}

/** POST /payments/create-intent: the price comes from the server, never from the browser. */
export async function createCourseIntent(
  services: Services,
  buyer: CourseBuyer,
  attemptId?: string,
  caller: AuthUser | null = null,
) {
  const course = await courseOnSale(services, buyer.courseId);
  // Only a signed-in buyer has proved who they are: a guest's e-mail learns nothing here (a
  // guest who owns the course already is refunded at fulfilment instead).
  if (caller && (await ownsCourse(services, caller.id, course.id)))
    throw conflict(ALREADY_OWN_COURSE);
  const { attempt, key } = await attemptKey(services, buyer, attemptId);
  const existing = await services.db
    .selectFrom("payments")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (existing?.status === "succeeded") throw conflict(ALREADY_PAID);
  const intent = await createIntent(services, {
    product: "course",
    amountCents: course.amount,
    description: course.name,
    email: buyer.email,
    // The buyer's name stays out: two tabs typing it differently must still be one request.
    metadata: { course_id: String(course.id), email: buyer.email, attempt },
    idempotencyKey: key,
  });
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
      await retrieveIntent(services, row.provider_intent_id),
    );
    if (synced?.status === "succeeded") return synced;
  }
  return undefined;
}
