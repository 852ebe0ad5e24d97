import { sql, type Kysely } from "kysely";

/**
 * One table for every subscription a customer pays for (issue 16): the Discord membership the
 * spec describes (discord_subscriptions, renamed) and, for the account page, calculator
 * subscriptions too, so both share one id space (`/discord/...` and `/account/subscriptions/...`
 * name the same rows). A row exists from the moment a Discord payment is started (no user yet
 * for a guest: `user_id` is set when the payment succeeds) and follows the provider's state.
 * A seeded membership has no provider subscription and cannot be changed online.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE discord_subscriptions RENAME TO subscriptions;
    ALTER INDEX discord_subscriptions_user RENAME TO subscriptions_user;
    ALTER TABLE subscriptions
      ALTER COLUMN user_id DROP NOT NULL,
      ALTER COLUMN tier DROP NOT NULL,
      ADD COLUMN product text NOT NULL DEFAULT 'discord'
        CHECK (product IN ('calculator', 'discord')),
      ADD COLUMN currency text NOT NULL DEFAULT 'usd',
      ADD COLUMN provider_subscription_id text UNIQUE,
      ADD COLUMN provider_customer_id text,
      ADD COLUMN first_payment_intent_id text UNIQUE,
      ADD COLUMN idempotency_key text UNIQUE,
      ADD COLUMN buyer_email text,
      ADD COLUMN buyer_name text,
      ADD COLUMN default_payment_method text,
      ADD COLUMN card_brand text,
      ADD COLUMN card_last4 text,
      ADD COLUMN account_created boolean NOT NULL DEFAULT false,
      ADD COLUMN welcomed_at timestamptz,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT subscriptions_discord_tier CHECK (product <> 'discord' OR tier IS NOT NULL),
      ADD CONSTRAINT subscriptions_owner CHECK (user_id IS NOT NULL OR buyer_email IS NOT NULL);
    CREATE INDEX subscriptions_buyer_email ON subscriptions (buyer_email);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM subscriptions WHERE product <> 'discord' OR user_id IS NULL;
    DROP INDEX subscriptions_buyer_email;
    ALTER TABLE subscriptions
      DROP CONSTRAINT subscriptions_owner,
      DROP CONSTRAINT subscriptions_discord_tier,
      DROP COLUMN product, DROP COLUMN currency, DROP COLUMN provider_subscription_id,
      DROP COLUMN provider_customer_id, DROP COLUMN first_payment_intent_id,
      DROP COLUMN idempotency_key, DROP COLUMN buyer_email, DROP COLUMN buyer_name,
      DROP COLUMN default_payment_method, DROP COLUMN card_brand, DROP COLUMN card_last4,
      DROP COLUMN account_created, DROP COLUMN welcomed_at, DROP COLUMN updated_at,
      ALTER COLUMN tier SET NOT NULL,
      ALTER COLUMN user_id SET NOT NULL;
    ALTER INDEX subscriptions_user RENAME TO discord_subscriptions_user;
    ALTER TABLE subscriptions RENAME TO discord_subscriptions;
  `.execute(db);
}
