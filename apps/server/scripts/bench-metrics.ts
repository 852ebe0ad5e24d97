/**
 * The numbers page's queries on a large academy (issue 47), on PostgreSQL: seeds 100,000
 * learners, 1,000,000 lesson completions and their enrolments, payments, refunds,
 * subscriptions, charges, quiz attempts, certificates and audit entries, then times each metric
 * query (admin/metrics.ts) and the console's people search and person page over a year, daily.
 * Not part of the test suite. Target: every query at most 300 ms.
 *   bash scripts/with-postgres.sh pnpm --filter @academy/server exec tsx scripts/bench-metrics.ts
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { metricQueries, metricsRange } from "../src/admin/metrics.ts";
import { peopleBehind, type Figure } from "../src/admin/people-behind.ts";
import { connectDatabase } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { seed } from "../src/seed/seed.ts";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 1_000_000);
const RUNS = 7;
const TARGET_MS = 300;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL: run under scripts/with-postgres.sh");
const handle = await connectDatabase({ databaseUrl });
const { db } = handle;
await migrateToLatest(db);
await seed(db, { demoAccounts: false, demoMedia: false });

const step = async (label: string, query: ReturnType<typeof sql>) => {
  const started = performance.now();
  await query.execute(db);
  console.log(`seed  ${label.padEnd(40)} ${Math.round(performance.now() - started)} ms`);
};

// Learners over the last two years; each holds one course (course 3 for a tenth).
await step(
  `${LEARNERS} learners`,
  sql`INSERT INTO users (email, full_name, password_hash, created_at)
      SELECT 'learner' || i || '@bench.example', 'Bench Learner ' || i, 'x',
             now() - (i % 730) * interval '1 day'
      FROM generate_series(1, ${LEARNERS}) i`,
);
await step(
  "enrolments",
  sql`INSERT INTO enrollments (user_id, course_id, created_at)
      SELECT id, 1 + (id % 3), created_at FROM users WHERE email LIKE '%@bench.example'`,
);
// Completions fall off lesson by lesson: learner n completes the first k lessons of their course.
await step(
  `${COMPLETIONS} lesson completions`,
  sql`INSERT INTO lesson_completions (user_id, lesson_id, completed_at)
      SELECT e.user_id, l.id, e.created_at + l.rank * interval '1 hour'
      FROM enrollments e
      JOIN LATERAL (
        SELECT ls.id, row_number() OVER (ORDER BY m."order", ls."order", ls.id) AS rank
        FROM lessons ls JOIN modules m ON m.id = ls.module_id WHERE m.course_id = e.course_id
      ) l ON l.rank <= 1 + (e.user_id * 7919) % 25
      LIMIT ${COMPLETIONS}`,
);
await step(
  "quiz attempts",
  sql`INSERT INTO quiz_attempts (user_id, quiz_id, score_percentage, answers, created_at)
      SELECT e.user_id, q.id, (e.user_id * 37 + q.id * 11) % 101, '[]'::jsonb,
             e.created_at + interval '2 days'
      FROM enrollments e JOIN quizzes q ON q.course_id = e.course_id
      WHERE e.user_id % 3 = 0`,
);
await step(
  "certificates",
  sql`INSERT INTO certificates (user_id, course_id, code, issued_at)
      SELECT user_id, course_id, 'BENCH-' || user_id || '-' || course_id, created_at + interval '30 days'
      FROM enrollments WHERE user_id % 9 = 0`,
);
await step(
  "payments",
  sql`INSERT INTO payments (product, course_id, method, buyer_email, buyer_name, user_id,
                            amount_cents, status, created_at, refunded_at)
      SELECT 'course:' || e.course_id, e.course_id, 'card', u.email, u.full_name, u.id,
             99700, CASE WHEN u.id % 50 = 0 THEN 'refunded' ELSE 'succeeded' END, e.created_at,
             CASE WHEN u.id % 50 = 0 THEN e.created_at + interval '3 days' END
      FROM enrollments e JOIN users u ON u.id = e.user_id`,
);
await step(
  "subscriptions",
  sql`INSERT INTO subscriptions (user_id, product, tier, status, amount_cents, billing_cycle,
                                 current_period_start, current_period_end, cancel_at_period_end,
                                 provider_subscription_id, created_at, updated_at)
      SELECT id, CASE WHEN id % 3 = 0 THEN 'calculator' ELSE 'discord' END,
             CASE WHEN id % 3 = 0 THEN NULL WHEN id % 3 = 1 THEN 'pro' ELSE 'community' END,
             (ARRAY['active','active','active','past_due','canceled','trialing'])[1 + id % 6],
             19700, CASE WHEN id % 4 = 0 THEN 'yearly' ELSE 'monthly' END,
             now() - interval '10 days', now() + interval '20 days', id % 8 = 0,
             'sub_bench_' || id, created_at, now() - (id % 300) * interval '1 day'
      FROM users WHERE email LIKE '%@bench.example' AND id % 5 = 0`,
);
await step(
  "subscription charges",
  sql`INSERT INTO subscription_charges (invoice_id, subscription_id, plan, amount_cents, paid_at)
      SELECT 'in_bench_' || s.id || '_' || k, s.id,
             CASE WHEN s.product = 'discord' THEN 'discord_' || s.tier ELSE s.product END,
             s.amount_cents, s.created_at + k * interval '30 days'
      FROM subscriptions s, generate_series(0, 5) k`,
);
await step(
  "audit entries",
  sql`INSERT INTO audit_log (actor, action, person_id, target, details, at)
      SELECT 'webhook', 'subscription.' || s.status, s.user_id, 'subscription:' || s.id,
             jsonb_build_object('product', s.product, 'tier', s.tier, 'state', s.status), s.updated_at
      FROM subscriptions s`,
);
await step(
  "refunds",
  sql`INSERT INTO payment_refunds (payment_ref, person_id, amount_cents, created_at, done_at)
      SELECT 'payment-' || id, user_id, 10000, created_at + interval '1 day', created_at + interval '1 day'
      FROM payments WHERE id % 97 = 0`,
);
// As autovacuum leaves a live database: statistics, and the visibility map index-only scans read.
await sql`VACUUM ANALYZE`.execute(db);

const counts = await sql<{ learners: string; completions: string }>`
  SELECT (SELECT count(*) FROM users) AS learners,
         (SELECT count(*) FROM lesson_completions) AS completions`.execute(db);
console.log(`\nrows  ${JSON.stringify(counts.rows[0])}`);

const now = new Date();
const range = metricsRange(
  {
    from: new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10),
    granularity: "day",
  },
  now,
);
const queries: Record<string, () => Promise<unknown>> = {
  ...metricQueries(db, range),
  peopleSearch: () =>
    db
      .selectFrom("users")
      .select(["id", "email"])
      .where((eb) =>
        eb.or([
          eb("email", "like", "%learner4242%"),
          eb(sql`lower(full_name)`, "like", "%learner4242%"),
        ]),
      )
      .orderBy("id", "desc")
      .limit(25)
      .execute(),
};

// A figure's click-through (the people page with ?figure=…): the newest 100 people behind it.
const firstLesson = await db.selectFrom("lessons").select("id").orderBy("id").executeTakeFirst();
const behindQueries: [Figure, Record<string, unknown>][] = [
  ["enrolled", { course_id: 1 }],
  ["lesson_completed", { lesson_id: firstLesson?.id ?? 1 }],
  ["paying", { plan: "calculator" }],
  ["paid", { product: "course:1" }],
];
for (const [figure, keys] of behindQueries)
  queries[`behind:${figure}`] = () =>
    db
      .selectFrom("users")
      .select(["id", "email"])
      .where(
        sql<boolean>`id IN (${peopleBehind({ figure, ...keys, from: range.from.toISOString().slice(0, 10) }, now)})`,
      )
      .orderBy("id", "desc")
      .limit(100)
      .execute();

console.log(`\nquery (median and slowest of ${RUNS} runs; target ${TARGET_MS} ms)`);
let over = 0;
for (const [name, run] of Object.entries(queries)) {
  await run(); // warm the cache: the page is read many times a day
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  const slowest = times[RUNS - 1] ?? 0;
  if (slowest > TARGET_MS) over += 1;
  console.log(
    `time  ${name.padEnd(22)} median ${median.toFixed(1).padStart(7)} ms   max ${slowest.toFixed(1).padStart(7)} ms${slowest > TARGET_MS ? "   OVER" : ""}`,
  );
}
await handle.close();
if (over > 0) process.exitCode = 1;
