import type { operations } from "@academy/api/contract";
import { sql, type RawBuilder } from "kysely";
import { HttpError } from "../http/errors.ts";
import { PASS_MARK_PERCENT } from "../learning/rules.ts";
import { figureNeeds } from "./messages.ts";
import { metricsRange, type MetricsRange } from "./metrics.ts";

type Query = NonNullable<operations["adminSearchPeople"]["parameters"]["query"]>;
export type Figure = NonNullable<Query["figure"]>;

/** A plan of the numbers page as the subscriptions table spells it (discord tiers). */
const planIs = (plan: string) =>
  plan === "calculator"
    ? sql`s.product = 'calculator'`
    : sql`s.product = 'discord' AND coalesce(s.tier, 'pro') = ${plan.replace(/^discord_/, "")}`;

/** The key a figure cannot do without, or a 422 that names it. */
function needed<T>(value: T | undefined, figure: Figure, key: string): T {
  if (value === undefined) throw new HttpError(422, figureNeeds(figure, key));
  return value;
}

/**
 * The ids of the people behind one figure of the numbers page, each counted there by the same
 * rule (admin/metrics.ts), so a click on a figure lists exactly who makes it up.
 */
export function peopleBehind(query: Query & { figure: Figure }, now: Date): RawBuilder<unknown> {
  const { figure } = query;
  const { from, until }: MetricsRange = metricsRange(query, now);
  const course = () => needed(query.course_id, figure, "course_id");
  const plan = () => planIs(needed(query.plan, figure, "plan"));
  switch (figure) {
    case "enrolled":
      return sql`SELECT user_id FROM enrollments WHERE course_id = ${course()}
        AND created_at >= ${from} AND created_at < ${until}`;
    case "completed":
      return sql`SELECT user_id FROM certificates WHERE course_id = ${course()}`;
    case "lesson_completed":
      return sql`SELECT user_id FROM lesson_completions
        WHERE lesson_id = ${needed(query.lesson_id, figure, "lesson_id")}`;
    case "quiz_passed":
      return sql`SELECT user_id FROM quiz_attempts
        WHERE quiz_id = ${needed(query.quiz_id, figure, "quiz_id")}
        AND score_percentage >= ${PASS_MARK_PERCENT}
        AND created_at >= ${from} AND created_at < ${until}`;
    case "paying":
      return sql`SELECT user_id FROM subscriptions s WHERE ${plan()}
        AND s.status IN ('active', 'trialing')`;
    case "new":
      return sql`SELECT user_id FROM subscriptions s WHERE ${plan()}
        AND s.created_at >= ${from} AND s.created_at < ${until}
        AND s.status NOT IN ('incomplete', 'incomplete_expired')`;
    case "reactivated": {
      // As the numbers page counts them: a webhook's change from "active (cancelling)" to active.
      const tier = needed(query.plan, figure, "plan");
      const product = tier === "calculator" ? "calculator" : "discord";
      const discordTier = tier.replace(/^discord_/, "");
      return sql`SELECT person_id FROM (
          SELECT person_id, details, at,
            lag(details->>'state') OVER (PARTITION BY target ORDER BY id) AS before
          FROM audit_log WHERE action = 'subscription.active' AND actor = 'webhook'
        ) changes
        WHERE before = 'active (cancelling)' AND details->>'state' = 'active'
          AND details->>'product' = ${product}
          AND (${product} = 'calculator' OR coalesce(details->>'tier', 'pro') = ${discordTier})
          AND at >= ${from} AND at < ${until}`;
    }
    case "cancelled":
      return sql`SELECT user_id FROM subscriptions s WHERE ${plan()} AND s.status = 'canceled'
        AND s.updated_at >= ${from} AND s.updated_at < ${until}`;
    case "failed":
      return sql`SELECT user_id FROM subscriptions s WHERE ${plan()}
        AND s.status IN ('past_due', 'unpaid')`;
    case "paid": {
      const product = needed(query.product, figure, "product");
      return sql`SELECT user_id FROM payments WHERE product = ${product}
          AND status IN ('succeeded', 'refunded') AND created_at >= ${from} AND created_at < ${until}
        UNION SELECT s.user_id FROM subscription_charges c JOIN subscriptions s ON s.id = c.subscription_id
          WHERE c.plan = ${product} AND c.paid_at >= ${from} AND c.paid_at < ${until}`;
    }
    case "refunded": {
      const product = needed(query.product, figure, "product");
      return sql`SELECT p.user_id FROM payments p WHERE p.product = ${product}
          AND p.refunded_at >= ${from} AND p.refunded_at < ${until}
        UNION SELECT r.person_id FROM payment_refunds r
          LEFT JOIN payments p ON r.payment_ref = 'payment-' || p.id
          LEFT JOIN subscription_charges c ON c.invoice_id = r.payment_ref
          WHERE coalesce(p.product, c.plan) = ${product} AND r.done_at IS NOT NULL
            AND r.created_at >= ${from} AND r.created_at < ${until}`;
    }
  }
}
