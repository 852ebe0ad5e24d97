import type { components } from "@academy/api/contract";
import type { AuthUser } from "../http/types.ts";
import type { Services } from "../services.ts";
import { findUserByEmail, normalizeEmail } from "../users/users.ts";
import { requireCourse } from "./course-purchase.ts";
import { fulfilPayment } from "./fulfilment.ts";

type ManualPaymentRequest = components["schemas"]["ManualPaymentRequest"];
type Payment = components["schemas"]["Payment"];

/**
 * POST /payments/manual (admins): a payment taken by other means (bank transfer, cash) is
 * recorded with who recorded it, and the buyer is enrolled as after a card payment.
 */
export async function recordManualPayment(
  services: Services,
  body: ManualPaymentRequest,
  admin: AuthUser,
): Promise<Payment> {
  const course = await requireCourse(services, body.course_id);
  const email = normalizeEmail(body.email);
  const existing = await findUserByEmail(services.db, email);
  const name = body.full_name?.trim() || existing?.full_name || email;
  const row = await services.db
    .insertInto("payments")
    .values({
      product: `course:${course.id}`,
      course_id: course.id,
      method: "manual",
      buyer_email: email,
      buyer_name: name,
      amount_cents: body.amount_cents,
      status: "succeeded",
      idempotency_key: null,
      provider_intent_id: null,
      recorded_by: admin.id,
      note: body.note?.trim() || null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { user } = await fulfilPayment(services, row);
  return {
    id: row.id,
    user_id: user.id,
    course_id: course.id,
    amount_cents: row.amount_cents,
    method: "manual",
    status: "succeeded",
    recorded_by: admin.id,
    created_at: row.created_at.toISOString(),
  };
}
