import { sql, type Kysely } from "kysely";

/**
 * A course bought by someone who owns it already is refunded, never charged twice: each
 * enrolment remembers the payment that gave it (the first to enrol wins a race), and a payment
 * that lost is marked refunded once the provider has given the money back; the same for a
 * second paid subscription of one product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE enrollments
      ADD COLUMN payment_id integer REFERENCES payments(id) ON DELETE SET NULL;
  `.execute(db);
  // Enrolments that payments made before this migration gave.
  await sql`
    UPDATE enrollments e SET payment_id = p.id
      FROM payments p
      WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.fulfilled_at IS NOT NULL;
  `.execute(db);
  await sql`ALTER TABLE payments ADD COLUMN refunded_at timestamptz;`.execute(db);
  // A second paid subscription of one product: decided first, then cancelled, refunded and the
  // customer told once (done_at); a start finishes what a crash left undone.
  await sql`
    CREATE TABLE duplicate_subscription_refunds (
      subscription_id text PRIMARY KEY,
      customer_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE duplicate_subscription_refunds;`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN refunded_at;`.execute(db);
  await sql`ALTER TABLE enrollments DROP COLUMN payment_id;`.execute(db);
}
