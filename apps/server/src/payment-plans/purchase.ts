import type { User } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { conflict } from "../http/errors.ts";
import { ALREADY_OWN_REFUNDED } from "../http/messages.ts";
import { ownsCourse } from "../learning/enrolments.ts";
import { findUserByEmail, findUserById } from "../users/users.ts";
import { syncPlan } from "./sync.ts";

/**
 * The paying page's proof for a plan (POST /enroll with the first payment's intent): the plan
 * this buyer started for this course with that payment, brought up to date (the webhook may
 * not have come yet). Answers the account its first payment gave, and whether that payment
 * created it; undefined when there is no such plan or nothing of it is paid.
 */
export async function paidPlanPurchase(
  services: Services,
  buyer: { email: string; courseId: number },
  intentId: string,
): Promise<{ user: User; accountCreated: boolean } | undefined> {
  const row = await services.db
    .selectFrom("course_payment_plans")
    .select("id")
    .where("first_payment_intent_id", "=", intentId)
    .where("buyer_email", "=", buyer.email)
    .where("course_id", "=", buyer.courseId)
    .executeTakeFirst();
  if (!row) return undefined;
  const plan = await syncPlan(services, row.id);
  if (plan?.status === "canceled") {
    // Paid while the buyer came to own the course: refunded, as a one-off purchase would be.
    const owner = await findUserByEmail(services.db, buyer.email);
    if (owner && (await ownsCourse(services, owner.id, buyer.courseId)))
      throw conflict(ALREADY_OWN_REFUNDED);
  }
  if (!plan || plan.user_id === null || plan.status === "canceled") return undefined;
  const user = await findUserById(services.db, plan.user_id);
  return user && { user, accountCreated: plan.account_created };
}
