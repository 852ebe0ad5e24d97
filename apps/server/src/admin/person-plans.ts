import type { components } from "@academy/api/contract";
import type { Services } from "../services.ts";

type AdminPlan = components["schemas"]["AdminPersonPaymentPlan"];
type CoursePause = components["schemas"]["AdminPersonCoursePause"];

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

/**
 * The person's courses closed by a paused payment plan (issue 48), by course: the enrolment's
 * own pause (set and lifted with the plan's access, so never out of step with what the
 * learner can open) with its plan and how many of its payments were made.
 */
export async function pausedCourses(
  services: Services,
  userId: number,
): Promise<Map<number, CoursePause>> {
  const rows = await services.db
    .selectFrom("enrollments")
    .innerJoin("course_payment_plans", "course_payment_plans.id", "enrollments.payment_plan_id")
    .select((eb) => [
      "enrollments.course_id",
      "course_payment_plans.id as plan_id",
      "course_payment_plans.instalments",
      eb
        .selectFrom("course_plan_instalments")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("course_plan_instalments.plan_id", "=", "course_payment_plans.id")
        .as("paid"),
    ])
    .where("enrollments.user_id", "=", userId)
    .where("enrollments.paused_at", "is not", null)
    .execute();
  return new Map(
    rows.map((row) => [
      row.course_id,
      {
        plan_id: row.plan_id,
        instalments: row.instalments,
        instalments_paid: Math.min(Number(row.paid ?? 0), row.instalments),
      },
    ]),
  );
}
