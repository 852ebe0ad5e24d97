import { sql, type Kysely } from "kysely";

/**
 * Promotion codes (issue 48). The discount itself is the provider's coupon and promotion code;
 * this table holds what the provider cannot know: which of our products a code is for, and
 * whether a customer may use it once only. `promotion_code_redemptions` is the count of record:
 * a redemption is reserved (code row locked) when the discounted payment is created and turned
 * into a counted one when the payment is fulfilled, so two buyers at once past `max_uses` get
 * one discounted payment between them. A reservation not paid within its window stops counting.
 * Once per customer is the database's rule: one row per code and e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE promotion_codes (
      id serial PRIMARY KEY,
      code text NOT NULL,
      provider_promotion_code_id text NOT NULL UNIQUE,
      provider_coupon_id text NOT NULL,
      percent_off numeric(5, 2) CHECK (percent_off > 0 AND percent_off <= 100),
      amount_off_cents integer CHECK (amount_off_cents > 0),
      -- Products the code is for: course:<id>, calculator, discord:<tier>; empty with all_courses.
      products text[] NOT NULL DEFAULT '{}',
      all_courses boolean NOT NULL DEFAULT false,
      once_per_customer boolean NOT NULL DEFAULT false,
      max_uses integer CHECK (max_uses > 0),
      expires_at timestamptz,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
    );
  `.execute(db);
  // One active code per spelling, whatever the case the buyer types.
  await sql`
    CREATE UNIQUE INDEX promotion_codes_active_code ON promotion_codes (lower(code)) WHERE active;
  `.execute(db);
  await sql`
    CREATE TABLE promotion_code_redemptions (
      id serial PRIMARY KEY,
      promotion_code_id integer NOT NULL REFERENCES promotion_codes (id),
      buyer_email text NOT NULL,
      once_per_customer boolean NOT NULL,
      -- The purchase attempt's idempotency key: the same attempt holds one reservation.
      attempt_key text NOT NULL UNIQUE,
      payment_id integer UNIQUE REFERENCES payments (id),
      reserved_at timestamptz NOT NULL DEFAULT now(),
      redeemed_at timestamptz
    );
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX promotion_code_redemptions_once
      ON promotion_code_redemptions (promotion_code_id, buyer_email) WHERE once_per_customer;
  `.execute(db);
  await sql`
    ALTER TABLE payments
      ADD COLUMN promotion_code_id integer REFERENCES promotion_codes (id),
      ADD COLUMN list_amount_cents integer,
      ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      DROP COLUMN promotion_code_id,
      DROP COLUMN list_amount_cents,
      DROP COLUMN discount_cents;
    DROP TABLE promotion_code_redemptions;
    DROP TABLE promotion_codes;
  `.execute(db);
}
