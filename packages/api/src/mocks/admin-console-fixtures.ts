import type { AdminMetrics, AdminPerson, Course, User } from "../types.ts";
import { mockCourseKeys } from "./course-fixtures.ts";

/**
 * One person's page as the console shows it, from a fixture user: the courses they hold, one
 * paid course payment, a Discord membership for the mentee, and one open session.
 */
export function mockPersonDetail(user: User, courses: readonly Course[]): AdminPerson {
  const held = courses.filter((course) => {
    const key = mockCourseKeys[course.id];
    return key !== undefined && user.courses.includes(key);
  });
  const paid = held[0];
  return {
    profile: {
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      is_admin: user.is_admin,
      created_at: "2026-09-01T10:00:00.000Z",
      discord_username: user.id === 2 ? "avery_t" : null,
      courses: held.length,
    },
    courses: held.map((course) => ({
      course_id: course.id,
      name: course.name,
      enrolled_at: "2026-09-01T10:05:00.000Z",
      source: course === paid ? "payment" : "granted",
      payment_id: course === paid ? user.id * 10 : null,
      lessons_completed: 1,
      lessons_total: course.modules.flatMap((module) => module.lessons).length,
      quizzes: [
        {
          quiz_id: 1,
          title: "Module 1 Quiz",
          kind: "module",
          attempts: 2,
          best_score: 80,
          passed: true,
        },
      ],
    })),
    certificates: [],
    subscriptions:
      user.id === 2
        ? [
            {
              id: 1,
              product: "discord",
              name: "Discord Pro",
              status: "active",
              billing_cycle: "monthly",
              amount_cents: 19_700,
              current_period_start: "2026-11-01T00:00:00.000Z",
              current_period_end: "2026-12-01T00:00:00.000Z",
              cancel_at_period_end: false,
              managed_online: true,
            },
          ]
        : [],
    payments: paid
      ? [
          {
            id: `payment-${user.id * 10}`,
            date: "2026-09-01T10:04:00.000Z",
            description: paid.name,
            amount_cents: 49_700,
            currency: "usd",
            status: "paid",
            reference: `R-${String(user.id * 10).padStart(6, "0")}`,
            receipt_emailed: true,
            refunded_cents: 0,
            refundable: true,
          },
        ]
      : [],
    discord: {
      connected: user.id === 2,
      discord_user_id: user.id === 2 ? "200000000000000002" : null,
      username: user.id === 2 ? "avery_t" : null,
      role:
        user.id === 2
          ? { tier: "pro", action: "grant", state: "failed", error: "Missing Permissions" }
          : null,
    },
    sessions: [
      {
        started_at: "2026-11-30T08:00:00.000Z",
        last_active_at: "2026-12-01T09:30:00.000Z",
        expires_at: "2026-12-30T08:00:00.000Z",
      },
    ],
  };
}

/** A fortnight of figures: enough for every chart and table to have something to draw. */
export function mockAdminMetrics(courses: readonly Course[]): AdminMetrics {
  const days = Array.from({ length: 14 }, (_, index) =>
    new Date(Date.UTC(2026, 10, 17 + index)).toISOString().slice(0, 10),
  );
  return {
    from: days[0] ?? "2026-11-17",
    to: days[days.length - 1] ?? "2026-11-30",
    granularity: "day",
    revenue: days.flatMap((period, index) => [
      {
        period,
        product: "course:1",
        gross_cents: 49_700 * ((index % 3) + 1),
        refunds_cents: index % 5 === 0 ? 49_700 : 0,
        net_cents: 49_700 * ((index % 3) + 1) - (index % 5 === 0 ? 49_700 : 0),
      },
      { period, product: "discord_pro", gross_cents: 19_700, refunds_cents: 0, net_cents: 19_700 },
    ]),
    plans: [
      {
        plan: "calculator",
        mrr_cents: 90_000,
        paying: 100,
        new: 12,
        reactivated: 2,
        cancelled: 5,
        failed: 1,
        churn_voluntary: 0.04,
        churn_involuntary: 0.01,
      },
      {
        plan: "discord_pro",
        mrr_cents: 394_000,
        paying: 20,
        new: 3,
        reactivated: 0,
        cancelled: 1,
        failed: 0,
        churn_voluntary: 0.05,
        churn_involuntary: 0,
      },
      {
        plan: "discord_community",
        mrr_cents: 97_000,
        paying: 10,
        new: 1,
        reactivated: 1,
        cancelled: 0,
        failed: 1,
        churn_voluntary: 0,
        churn_involuntary: 0.1,
      },
    ],
    courses: courses.map((course, index) => ({
      course_id: course.id,
      name: course.name,
      enrolments: 40 - index * 10,
      completions: 12 - index * 3,
    })),
    funnel: courses.slice(0, 1).flatMap((course) =>
      course.modules
        .flatMap((module) => module.lessons)
        .map((lesson, index) => ({
          course_id: course.id,
          lesson_id: lesson.id,
          title: lesson.title,
          position: index + 1,
          learners: Math.max(0, 40 - index * 6),
        })),
    ),
    quizzes: [
      {
        quiz_id: 1,
        course_id: courses[0]?.id ?? 1,
        title: "Module 1 Quiz",
        kind: "module",
        attempts: 50,
        passed: 38,
      },
    ],
  };
}
