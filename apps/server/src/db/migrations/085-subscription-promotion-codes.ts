import { sql, type Kysely } from "kysely";

/**
 * Promotion codes on subscriptions (issue 48): a subscription's first invoice is discounted by
 * the provider (`discounts: [{ promotion_code }]`, coupon duration once), and its use of the code
 * is counted when that invoice is paid. The redemption names the subscription, once: a replayed
 * or doubled `invoice.paid` finds it counted already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE promotion_code_redemptions
      ADD COLUMN provider_subscription_id text UNIQUE;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE promotion_code_redemptions DROP COLUMN provider_subscription_id;
  `.execute(db);
}
