import type { components } from "@academy/api/contract";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import { PASS_MARK_PERCENT } from "../learning/rules.ts";
import type { Services } from "../services.ts";
import { invalidRange } from "./messages.ts";

type Metrics = components["schemas"]["AdminMetrics"];
type Granularity = Metrics["granularity"];
type Plan = components["schemas"]["AdminPlanMetrics"]["plan"];

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;
const PLANS: readonly Plan[] = ["calculator", "discord_pro", "discord_community"];

export interface MetricsRange {
  from: Date;
  /** Exclusive: the day after the last day asked for. */
  until: Date;
  granularity: Granularity;
}

/** The period asked for: the last 30 days by default, at most 731 days, forwards. */
export function metricsRange(
  query: { from?: string; to?: string; granularity?: Granularity },
  now: Date,
): MetricsRange {
  const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
  const today = day(now.toISOString().slice(0, 10));
  const to = query.to ? day(query.to) : today;
  const from = query.from ? day(query.from) : new Date(to.getTime() - 29 * DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (!Number.isFinite(days) || days < 0 || days > MAX_DAYS) throw new HttpError(422, invalidRange);
  return { from, until: new Date(to.getTime() + DAY_MS), granularity: query.granularity ?? "day" };
}

/**
 * The queries of the numbers page, each on its own (the benchmark times them one by one):
 * every one reads an index by date or groups one table, so each stays fast on a large academy.
 */
export function metricQueries(db: Kysely<Database>, range: MetricsRange) {
  const { from, until, granularity } = range;
  const bucket = (column: string) =>
    sql<string>`to_char(date_trunc(${granularity}, ${sql.ref(column)} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const failedBefore = sql`SELECT 1 FROM audit_log a WHERE a.target = 'subscription:' || subscriptions.id
    AND a.action IN ('subscription.past_due', 'subscription.unpaid')`;
  return {
    /** Course payments (gross), by period and course. */
    courseRevenue: () =>
      db
        .selectFrom("payments")
        .select([
          bucket("payments.created_at").as("period"),
          "product",
          sql<string>`sum(amount_cents)`.as("cents"),
        ])
        .where("created_at", ">=", from)
        .where("created_at", "<", until)
        .where("status", "in", ["succeeded", "refunded"])
        .groupBy([sql`1`, "product"])
        .execute(),
    /** Subscription charges (gross), by period and plan. */
    subscriptionRevenue: () =>
      db
        .selectFrom("subscription_charges")
        .select([
          bucket("subscription_charges.paid_at").as("period"),
          "plan as product",
          sql<string>`sum(amount_cents)`.as("cents"),
        ])
        .where("paid_at", ">=", from)
        .where("paid_at", "<", until)
        .groupBy([sql`1`, "plan"])
        .execute(),
    /** Money given back: the console's refunds and a second purchase of an owned course. */
    refunds: () =>
      sql<{ period: string; product: string; cents: string }>`
        SELECT to_char(date_trunc(${granularity}, at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period,
               product, sum(cents) AS cents
        FROM (
          SELECT r.created_at AS at, r.amount_cents AS cents,
                 coalesce(p.product, s.plan, 'subscription') AS product
          FROM payment_refunds r
          LEFT JOIN payments p ON r.payment_ref = 'payment-' || p.id
          LEFT JOIN subscription_charges s ON s.invoice_id = r.payment_ref
          WHERE r.created_at >= ${from} AND r.created_at < ${until} AND r.done_at IS NOT NULL
          UNION ALL
          SELECT p.refunded_at, p.amount_cents, p.product
          FROM payments p
          WHERE p.refunded_at >= ${from} AND p.refunded_at < ${until}
            AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_ref = 'payment-' || p.id)
        ) given_back
        GROUP BY 1, 2`
        .execute(db)
        .then((result) => result.rows),
    /**
     * Each plan's paying members, MRR, starts, failures and ends in the period. An end is
     * involuntary when a renewal failed before it (the audit log keeps every state), looked up
     * only for the subscriptions that ended in the period.
     */
    plans: () =>
      sql<{
        plan: Plan;
        paying: string;
        mrr: string;
        started: string;
        failed: string;
        voluntary: string;
        involuntary: string;
      }>`
        SELECT CASE WHEN product = 'discord' THEN 'discord_' || coalesce(tier, 'pro') ELSE product END AS plan,
          count(*) FILTER (WHERE status IN ('active', 'trialing')) AS paying,
          coalesce(sum(CASE WHEN billing_cycle = 'yearly' THEN amount_cents / 12.0 ELSE amount_cents END)
            FILTER (WHERE status IN ('active', 'trialing')), 0) AS mrr,
          count(*) FILTER (WHERE created_at >= ${from} AND created_at < ${until}
            AND status NOT IN ('incomplete', 'incomplete_expired')) AS started,
          count(*) FILTER (WHERE status IN ('past_due', 'unpaid')) AS failed,
          count(*) FILTER (WHERE ended AND NOT EXISTS (${failedBefore})) AS voluntary,
          count(*) FILTER (WHERE ended AND EXISTS (${failedBefore})) AS involuntary
        FROM (
          SELECT s.*, s.status = 'canceled' AND s.updated_at >= ${from} AND s.updated_at < ${until} AS ended
          FROM subscriptions s
        ) subscriptions
        GROUP BY 1`
        .execute(db)
        .then((result) => result.rows),
    /** Cancellations undone in the period (by the member or an admin), from the audit log. */
    reactivations: () =>
      sql<{ plan: Plan; n: string }>`
        SELECT CASE WHEN details->>'product' = 'discord' THEN 'discord_' || coalesce(details->>'tier', 'pro')
                    ELSE details->>'product' END AS plan,
               count(*) AS n
        FROM (
          SELECT details, at, lag(details->>'state') OVER (PARTITION BY target ORDER BY id) AS before
          FROM audit_log WHERE action = 'subscription.active' AND actor = 'webhook'
        ) changes
        WHERE before = 'active (cancelling)' AND details->>'state' = 'active'
          AND at >= ${from} AND at < ${until}
        GROUP BY 1`
        .execute(db)
        .then((result) => result.rows),
    /** New enrolments by course in the period, and certificates earned (completions). */
    courses: () =>
      sql<{ course_id: number; name: string; enrolments: string; completions: string }>`
        SELECT c.id AS course_id, c.name,
          (SELECT count(*) FROM enrollments e
            WHERE e.course_id = c.id AND e.created_at >= ${from} AND e.created_at < ${until}) AS enrolments,
          (SELECT count(*) FROM certificates k WHERE k.course_id = c.id) AS completions
        FROM courses c ORDER BY c.id`
        .execute(db)
        .then((result) => result.rows),
    /** How many learners completed each lesson, in course order: where they stop. */
    funnel: () =>
      sql<{
        course_id: number;
        lesson_id: number;
        title: string;
        position: string;
        learners: string;
      }>`
        SELECT m.course_id, l.id AS lesson_id, l.title,
          row_number() OVER (PARTITION BY m.course_id ORDER BY m."order", l."order", l.id) AS position,
          coalesce(done.n, 0) AS learners
        FROM lessons l
        JOIN modules m ON m.id = l.module_id
        LEFT JOIN (SELECT lesson_id, count(*) AS n FROM lesson_completions GROUP BY lesson_id) done
          ON done.lesson_id = l.id
        ORDER BY m.course_id, position`
        .execute(db)
        .then((result) => result.rows),
    /** Attempts and passes of each quiz and final exam in the period. */
    quizzes: () =>
      sql<{
        quiz_id: number;
        course_id: number;
        title: string;
        kind: "module" | "final";
        attempts: string;
        passed: string;
      }>`
        SELECT q.id AS quiz_id, q.course_id, q.title, q.kind,
          coalesce(a.attempts, 0) AS attempts, coalesce(a.passed, 0) AS passed
        FROM quizzes q
        LEFT JOIN (
          SELECT quiz_id, count(*) AS attempts,
                 count(*) FILTER (WHERE score_percentage >= ${PASS_MARK_PERCENT}) AS passed
          FROM quiz_attempts WHERE created_at >= ${from} AND created_at < ${until}
          GROUP BY quiz_id
        ) a ON a.quiz_id = q.id
        ORDER BY q.course_id, q.id`
        .execute(db)
        .then((result) => result.rows),
  };
}

/** A share from 0 to 1 (0 when there is nothing to divide: never NaN or Infinity). */
const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/** GET /admin/metrics: every figure of the numbers page for the period. */
export async function adminMetrics(
  services: Services,
  query: { from?: string; to?: string; granularity?: Granularity },
): Promise<Metrics> {
  const range = metricsRange(query, services.clock());
  const q = metricQueries(services.db, range);
  const [
    courseRevenue,
    subscriptionRevenue,
    refunds,
    plans,
    reactivations,
    courses,
    funnel,
    quizzes,
  ] = await Promise.all([
    q.courseRevenue(),
    q.subscriptionRevenue(),
    q.refunds(),
    q.plans(),
    q.reactivations(),
    q.courses(),
    q.funnel(),
    q.quizzes(),
  ]);
  const revenue = new Map<
    string,
    { period: string; product: string; gross: number; refunds: number }
  >();
  const rowOf = (period: string, product: string) => {
    const key = `${period} ${product}`;
    const found = revenue.get(key) ?? { period, product, gross: 0, refunds: 0 };
    revenue.set(key, found);
    return found;
  };
  for (const row of [...courseRevenue, ...subscriptionRevenue])
    rowOf(row.period, row.product).gross += Number(row.cents);
  for (const row of refunds) rowOf(row.period, row.product).refunds += Number(row.cents);
  const reactivated = new Map(reactivations.map((row) => [row.plan, Number(row.n)]));
  return {
    from: range.from.toISOString().slice(0, 10),
    to: new Date(range.until.getTime() - DAY_MS).toISOString().slice(0, 10),
    granularity: range.granularity,
    revenue: [...revenue.values()]
      .sort((a, b) => a.period.localeCompare(b.period) || a.product.localeCompare(b.product))
      .map((row) => ({
        period: row.period,
        product: row.product,
        gross_cents: row.gross,
        refunds_cents: row.refunds,
        net_cents: row.gross - row.refunds,
      })),
    plans: PLANS.map((plan) => {
      const row = plans.find((each) => each.plan === plan);
      const paying = Number(row?.paying ?? 0);
      const started = Number(row?.started ?? 0);
      const voluntary = Number(row?.voluntary ?? 0);
      const involuntary = Number(row?.involuntary ?? 0);
      // Members at the period's start: those paying now, less the new, plus those who left.
      const atStart = Math.max(0, paying - started + voluntary + involuntary);
      return {
        plan,
        mrr_cents: Math.round(Number(row?.mrr ?? 0)),
        paying,
        new: started,
        reactivated: reactivated.get(plan) ?? 0,
        cancelled: voluntary + involuntary,
        failed: Number(row?.failed ?? 0),
        churn_voluntary: share(voluntary, atStart),
        churn_involuntary: share(involuntary, atStart),
      };
    }),
    courses: courses.map((row) => ({
      course_id: row.course_id,
      name: row.name,
      enrolments: Number(row.enrolments),
      completions: Number(row.completions),
    })),
    funnel: funnel.map((row) => ({
      course_id: row.course_id,
      lesson_id: row.lesson_id,
      title: row.title,
      position: Number(row.position),
      learners: Number(row.learners),
    })),
    quizzes: quizzes.map((row) => ({
      quiz_id: row.quiz_id,
      course_id: row.course_id,
      title: row.title,
      kind: row.kind,
      attempts: Number(row.attempts),
      passed: Number(row.passed),
    })),
  };
}
