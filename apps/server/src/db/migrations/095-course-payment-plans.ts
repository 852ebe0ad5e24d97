import { sql, type Kysely } from "kysely";

/**
 * Payment plans for courses (issue 48 item 5). A plan is paid through the provider's
 * subscriptions (one, or a second one after the buyer paid a paused plan again); this table
 * holds what the provider cannot know: whose plan it is, for which course, how many payments
 * it takes, and where it stands. `course_plan_instalments` numbers each paid invoice once (its
 * id is the key), so a replayed or late event never counts a payment twice. An enrolment given
 * by a plan names it, and is paused (access closed, progress kept) while the plan is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE course_payment_plans (
      id serial PRIMARY KEY,
      course_id integer NOT NULL REFERENCES courses (id),
      buyer_email text NOT NULL,
      buyer_name text NOT NULL,
      user_id integer REFERENCES users (id),
      instalments integer NOT NULL CHECK (instalments >= 2),
      instalment_cents integer NOT NULL CHECK (instalment_cents > 0),
      -- pending (first payment not made), active, paused, completed, canceled (never paid)
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'active', 'paused', 'completed', 'canceled')),
      provider_customer_id text NOT NULL,
      -- The subscription that collects the plan now (a paused plan paid again moves on).
      provider_subscription_id text UNIQUE,
      first_payment_intent_id text UNIQUE,
      idempotency_key text NOT NULL UNIQUE,
      account_created boolean NOT NULL DEFAULT false,
      next_payment_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  // One open plan per buyer and course: a second one can never be paid into.
  await sql`
    CREATE UNIQUE INDEX course_payment_plans_open
      ON course_payment_plans (buyer_email, course_id) WHERE status IN ('active', 'paused');
  `.execute(db);
  await sql`
    CREATE TABLE course_plan_instalments (
      invoice_id text PRIMARY KEY,
      plan_id integer NOT NULL REFERENCES course_payment_plans (id),
      number integer NOT NULL CHECK (number >= 1),
      amount_cents integer NOT NULL,
      paid_at timestamptz NOT NULL,
      mailed_at timestamptz,
      UNIQUE (plan_id, number)
    );
  `.execute(db);
  await sql`
    ALTER TABLE enrollments
      ADD COLUMN payment_plan_id integer REFERENCES course_payment_plans (id),
      ADD COLUMN paused_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE enrollments DROP COLUMN payment_plan_id, DROP COLUMN paused_at;
    DROP TABLE course_plan_instalments;
    DROP TABLE course_payment_plans;
  `.execute(db);
}
