import type { components } from "@academy/api/contract";
import type { Services } from "../services.ts";

type AdminPlan = components["schemas"]["AdminPersonPaymentPlan"];

/**
 * The person's course payment plans for the console (issue 48): those paid into (a pending
 * one never gave anything), with how many payments of how many were made and where each
 * stands, newest first. Their payments are in the person's payments with the others.
 */
export async function personPaymentPlans(services: Services, userId: number): Promise<AdminPlan[]> {
  const rows = await services.db
    .selectFrom("course_payment_plans")
    .innerJoin("courses", "courses.id", "course_payment_plans.course_id")
    .select((eb) => [
      "course_payment_plans.id",
      "course_payment_plans.course_id",
      "courses.name as course_name",
      "course_payment_plans.status",
      "course_payment_plans.instalments",
      "course_payment_plans.instalment_cents",
      "course_payment_plans.next_payment_at",
      eb
        .selectFrom("course_plan_instalments")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("course_plan_instalments.plan_id", "=", "course_payment_plans.id")
        .as("paid"),
    ])
    .where("course_payment_plans.user_id", "=", userId)
    .where("course_payment_plans.status", "!=", "pending")
    .orderBy("course_payment_plans.id", "desc")
    .limit(100)
    .execute();
  return rows.flatMap((row) => {
    const paid = Number(row.paid ?? 0);
    // A cancelled start that was never paid gave nothing: not the console's business.
    if (row.status === "pending" || (row.status === "canceled" && paid === 0)) return [];
    return [
      {
        id: row.id,
        course_id: row.course_id,
        course_name: row.course_name,
        status: row.status,
        instalments: row.instalments,
        instalments_paid: Math.min(paid, row.instalments),
        instalment_cents: row.instalment_cents,
        next_payment_date: row.next_payment_at?.toISOString() ?? null,
      },
    ];
  });
}
