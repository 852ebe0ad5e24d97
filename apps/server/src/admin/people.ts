import type { components, operations } from "@academy/api/contract";
import { sql } from "kysely";
import { discordConnection } from "../discord/connection.ts";
import { notFound } from "../http/errors.ts";
import { PASS_MARK_PERCENT } from "../learning/rules.ts";
import { listedPayments } from "../receipts/account-payments.ts";
import type { Services } from "../services.ts";
import { planName } from "../payments/subscription-state.ts";
import { PERSON_NOT_FOUND } from "./messages.ts";
import { pausedCourses, personPaymentPlans } from "./person-plans.ts";
import { peopleBehind, type Figure } from "./people-behind.ts";

type Summary = components["schemas"]["AdminPersonSummary"];
type Person = components["schemas"]["AdminPerson"];
type SearchQuery = NonNullable<operations["adminSearchPeople"]["parameters"]["query"]>;

/** `%`, `_` and `\` match themselves in the search, not as LIKE's wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /admin/people: a part of the e-mail or the name, case-insensitive, newest first; with a
 * figure, only the people behind that figure of the numbers page.
 */
export async function searchPeople(
  services: Services,
  search: SearchQuery,
  /** One person by id (their page's profile) instead of a search. */
  id?: number,
): Promise<Summary[]> {
  const text = (search.q ?? "").trim().toLowerCase();
  const limit = search.limit ?? 25;
  const figure: Figure | undefined = search.figure;
  let query = services.db
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.email",
      "users.full_name",
      "users.is_admin",
      "users.created_at",
      "users.discord_username",
      eb
        .selectFrom("enrollments")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("enrollments.user_id", "=", "users.id")
        .as("courses"),
    ])
    .orderBy("users.id", "desc")
    .limit(limit);
  if (figure !== undefined) {
    const behind = peopleBehind({ ...search, figure }, services.clock());
    query = query.where(sql<boolean>`users.id IN (${behind})`);
  }
  if (id !== undefined) query = query.where("users.id", "=", id);
  else if (text) {
    const pattern = `%${likeEscaped(text)}%`;
    query = query.where((eb) =>
      eb.or([eb("users.email", "like", pattern), eb(sql`lower(users.full_name)`, "like", pattern)]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_admin: row.is_admin,
    created_at: row.created_at.toISOString(),
    discord_username: row.discord_username,
    courses: Number(row.courses ?? 0),
  }));
}

/** GET /admin/people/{personId}: everything support needs about one person. */
export async function personPage(services: Services, personId: number): Promise<Person> {
  const [profile] = await searchPeople(services, { limit: 1 }, personId);
  if (!profile) throw notFound(PERSON_NOT_FOUND);
  const [courses, certificates, subscriptions, payments, discord, sessions, plans, pauses] =
    await Promise.all([
      personCourses(services, personId),
      personCertificates(services, personId),
      personSubscriptions(services, personId),
      personPayments(services, personId),
      discordConnection(services.db, personId),
      personSessions(services, personId),
      personPaymentPlans(services, personId),
      pausedCourses(services, personId),
    ]);
  return {
    profile,
    courses: courses.map((course) => ({ ...course, paused: pauses.get(course.course_id) ?? null })),
    certificates,
    subscriptions,
    payments,
    discord,
    sessions,
    payment_plans: plans,
  };
}

async function personCourses(services: Services, userId: number) {
  const { db } = services;
  const enrolled = await db
    .selectFrom("enrollments")
    .innerJoin("courses", "courses.id", "enrollments.course_id")
    .select([
      "courses.id as course_id",
      "courses.name",
      "enrollments.created_at",
      "enrollments.payment_id",
      "enrollments.payment_plan_id",
      (eb) =>
        eb
          .selectFrom("lessons")
          .innerJoin("modules", "modules.id", "lessons.module_id")
          .select(eb.fn.countAll<string>().as("n"))
          .whereRef("modules.course_id", "=", "courses.id")
          .as("lessons_total"),
      (eb) =>
        eb
          .selectFrom("lesson_completions")
          .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
          .innerJoin("modules", "modules.id", "lessons.module_id")
          .select(eb.fn.countAll<string>().as("n"))
          .whereRef("modules.course_id", "=", "courses.id")
          .where("lesson_completions.user_id", "=", userId)
          .as("lessons_completed"),
    ])
    .where("enrollments.user_id", "=", userId)
    .orderBy("courses.id")
    .execute();
  const quizzes = await db
    .selectFrom("quizzes")
    .leftJoin("quiz_attempts", (join) =>
      join
        .onRef("quiz_attempts.quiz_id", "=", "quizzes.id")
        .on("quiz_attempts.user_id", "=", userId),
    )
    .select((eb) => [
      "quizzes.id",
      "quizzes.course_id",
      "quizzes.title",
      "quizzes.kind",
      eb.fn.count<string>("quiz_attempts.id").as("attempts"),
      eb.fn.max("quiz_attempts.score_percentage").as("best"),
    ])
    .where(
      "quizzes.course_id",
      "in",
      enrolled.length > 0 ? enrolled.map((row) => row.course_id) : [0],
    )
    .groupBy(["quizzes.id", "quizzes.course_id", "quizzes.title", "quizzes.kind"])
    .orderBy("quizzes.id")
    .execute();
  return enrolled.map((row) => ({
    course_id: row.course_id,
    name: row.name,
    enrolled_at: row.created_at.toISOString(),
    // A payment plan's enrolment is paid for too, payment by payment.
    source:
      row.payment_id === null && row.payment_plan_id === null
        ? ("granted" as const)
        : ("payment" as const),
    payment_id: row.payment_id,
    lessons_total: Number(row.lessons_total ?? 0),
    lessons_completed: Number(row.lessons_completed ?? 0),
    quizzes: quizzes
      .filter((quiz) => quiz.course_id === row.course_id && Number(quiz.attempts) > 0)
      .map((quiz) => {
        const best = quiz.best === null ? null : Number(quiz.best);
        return {
          quiz_id: quiz.id,
          title: quiz.title,
          kind: quiz.kind,
          attempts: Number(quiz.attempts),
          best_score: best,
          passed: best !== null && best >= PASS_MARK_PERCENT,
        };
      }),
  }));
}

async function personCertificates(services: Services, userId: number) {
  const rows = await services.db
    .selectFrom("certificates")
    .innerJoin("courses", "courses.id", "certificates.course_id")
    .select([
      "certificates.id",
      "certificates.course_id",
      "courses.name",
      "certificates.code",
      "certificates.issued_at",
    ])
    .where("certificates.user_id", "=", userId)
    .orderBy("certificates.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    course_id: row.course_id,
    course_name: row.name,
    code: row.code,
    issued_at: row.issued_at.toISOString(),
  }));
}

async function personSubscriptions(services: Services, userId: number) {
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    product: row.product,
    name: planName(row),
    status: row.status,
    billing_cycle: row.billing_cycle,
    amount_cents: row.amount_cents,
    current_period_start: row.current_period_start.toISOString(),
    current_period_end: row.current_period_end.toISOString(),
    cancel_at_period_end: row.cancel_at_period_end,
    managed_online: row.provider_subscription_id !== null,
  }));
}

async function personPayments(services: Services, userId: number) {
  const { payments } = await listedPayments(services, userId);
  const refunds = await services.db
    .selectFrom("payment_refunds")
    .select(["payment_ref", "amount_cents"])
    .where("payment_ref", "in", payments.length > 0 ? payments.map((payment) => payment.id) : [""])
    .execute();
  const refunded = new Map(refunds.map((row) => [row.payment_ref, row.amount_cents]));
  return payments.map((payment) => {
    const refundedCents = refunded.get(payment.id) ?? 0;
    return {
      id: payment.id,
      date: payment.date,
      description: payment.description,
      amount_cents: payment.amount_cents,
      currency: payment.currency,
      status: refunded.has(payment.id) ? ("refunded" as const) : payment.status,
      reference: payment.reference,
      receipt_emailed: payment.receipt_emailed,
      refunded_cents: refundedCents,
      refundable:
        payment.status === "paid" && !refunded.has(payment.id) && payment.amount_cents > 0,
    };
  });
}

async function personSessions(services: Services, userId: number) {
  const rows = await services.db
    .selectFrom("refresh_tokens")
    .select((eb) => [
      "family_id",
      eb.fn.min("created_at").as("started_at"),
      eb.fn.max("created_at").as("last_active_at"),
      eb.fn.max("expires_at").as("expires_at"),
    ])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", services.clock())
    .groupBy("family_id")
    .orderBy("last_active_at", "desc")
    .limit(50)
    .execute();
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    started_at: iso(row.started_at),
    last_active_at: iso(row.last_active_at),
    expires_at: iso(row.expires_at),
  }));
}
