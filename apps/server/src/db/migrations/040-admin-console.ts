import { sql, type Kysely } from "kysely";

/**
 * The owner's console (issue 47). `audit_log` is append-only: the database itself refuses an
 * UPDATE, DELETE or TRUNCATE of it, so no code path (nor a hand in psql without superuser
 * rights to drop the trigger) can rewrite who did what. An admin's entry must carry a reason.
 * `admin_requests` claims each admin action's idempotency key (a double click acts once);
 * `payment_refunds` holds one refund per payment (its natural key). An enrolment is refused
 * for a payment already refunded, so a webhook's fulfilment racing a refund cannot give back
 * the course the refund took away (FOR SHARE makes the refund wait for an enrolment under way).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id serial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor text NOT NULL CHECK (actor IN ('admin', 'webhook', 'role-worker', 'system')),
      actor_id integer,
      action text NOT NULL,
      person_id integer,
      target text,
      reason text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      -- An admin request's key, or an automatic change's natural key: each is written once.
      idempotency_key text UNIQUE,
      CHECK (actor <> 'admin' OR (actor_id IS NOT NULL AND coalesce(length(btrim(reason)), 0) >= 3))
    );
  `.execute(db);
  await sql`CREATE INDEX audit_log_person ON audit_log (person_id, id DESC);`.execute(db);
  await sql`CREATE INDEX audit_log_action ON audit_log (action, id DESC);`.execute(db);
  await sql`CREATE INDEX audit_log_target ON audit_log (target, id);`.execute(db);
  await sql`
    CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END
    $$;
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
  `.execute(db);
  await sql`
    CREATE TABLE admin_requests (
      idempotency_key text PRIMARY KEY,
      actor_id integer NOT NULL,
      action text NOT NULL,
      target text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      audit_id integer,
      message text
    );
  `.execute(db);
  await sql`
    CREATE TABLE payment_refunds (
      payment_ref text PRIMARY KEY,
      person_id integer,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      provider_refund_id text,
      created_by integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz
    );
  `.execute(db);
  await sql`
    CREATE FUNCTION enrollments_refuse_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.payment_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM payments WHERE id = NEW.payment_id AND refunded_at IS NOT NULL FOR SHARE
      ) THEN
        RETURN NULL;
      END IF;
      RETURN NEW;
    END
    $$;
  `.execute(db);
  await sql`
    CREATE TRIGGER enrollments_not_after_refund BEFORE INSERT ON enrollments
      FOR EACH ROW EXECUTE FUNCTION enrollments_refuse_refunded();
  `.execute(db);
  // Subscription charges as the webhook confirms them (invoice.paid): the revenue the numbers
  // page reports for the calculator and Discord (the provider keeps the invoices themselves).
  await sql`
    CREATE TABLE subscription_charges (
      invoice_id text PRIMARY KEY,
      subscription_id integer NOT NULL,
      plan text NOT NULL,
      amount_cents integer NOT NULL,
      paid_at timestamptz NOT NULL
    );
  `.execute(db);
  // The numbers page's queries (admin/metrics.ts): each reads by date or groups by these.
  await sql`CREATE INDEX subscription_charges_paid ON subscription_charges (paid_at);`.execute(db);
  await sql`CREATE INDEX enrollments_created ON enrollments (created_at);`.execute(db);
  await sql`CREATE INDEX payments_created ON payments (created_at);`.execute(db);
  await sql`CREATE INDEX lesson_completions_lesson ON lesson_completions (lesson_id);`.execute(db);
  await sql`
    CREATE INDEX quiz_attempts_created ON quiz_attempts (created_at, quiz_id, score_percentage);
  `.execute(db);
  await sql`CREATE INDEX payment_refunds_created ON payment_refunds (created_at);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX quiz_attempts_created;`.execute(db);
  await sql`DROP INDEX lesson_completions_lesson;`.execute(db);
  await sql`DROP INDEX payments_created;`.execute(db);
  await sql`DROP INDEX enrollments_created;`.execute(db);
  await sql`DROP TABLE subscription_charges;`.execute(db);
  await sql`DROP TRIGGER enrollments_not_after_refund ON enrollments;`.execute(db);
  await sql`DROP FUNCTION enrollments_refuse_refunded();`.execute(db);
  await sql`DROP TABLE payment_refunds;`.execute(db);
  await sql`DROP TABLE admin_requests;`.execute(db);
  await sql`DROP TABLE audit_log;`.execute(db);
  await sql`DROP FUNCTION audit_log_refuse_change();`.execute(db);
}
