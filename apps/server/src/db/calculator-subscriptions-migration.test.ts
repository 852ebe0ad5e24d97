import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database.ts";
import type { DatabaseHandle } from "./connect.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await handle.close();
});

const calculatorRows = () =>
  handle.db
    .selectFrom("subscriptions")
    .select([
      "provider_subscription_id",
      "first_payment_intent_id",
      "idempotency_key",
      "buyer_email",
      "user_id",
      "status",
      "billing_cycle",
      "amount_cents",
      "account_created",
    ])
    .where("product", "=", "calculator")
    .orderBy("provider_subscription_id")
    .execute();

describe("migration 045: the calculator subscription in one table", () => {
  it("moves every calculator_subscriptions row into subscriptions, and back down", async () => {
    const { db, schema } = handle;
    await migrateTo(db, "040-admin-console", schema);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO users (email, full_name, password_hash)
      VALUES ('calc@example.com', 'Calc Buyer', 'x') RETURNING id`.execute(db);
    const userId = rows[0]?.id ?? 0;
    // sub_seen was adopted by the account page already (no purchase columns); sub_guest not.
    await sql`
      INSERT INTO subscriptions (user_id, product, status, amount_cents, billing_cycle,
        current_period_start, current_period_end, provider_subscription_id)
      VALUES (${userId}, 'calculator', 'active', 900, 'monthly', now(), now(), 'sub_seen')`.execute(
      db,
    );
    await sql`
      INSERT INTO calculator_subscriptions (subscription_id, payment_intent_id, attempt_key,
        buyer_email, buyer_name, billing_cycle, user_id, status, account_created)
      VALUES
        ('sub_seen', 'pi_seen', 'key_seen', 'calc@example.com', 'Calc Buyer', 'monthly',
          ${userId}, 'active', true),
        ('sub_guest', 'pi_guest', 'key_guest', 'guest@example.com', 'Guest', 'yearly',
          NULL, 'incomplete', false)`.execute(db);

    expect(await migrateToLatest(db, schema)).toContain(
      "045-calculator-subscriptions-in-subscriptions",
    );
    expect(await calculatorRows()).toEqual([
      {
        provider_subscription_id: "sub_guest",
        first_payment_intent_id: "pi_guest",
        idempotency_key: "key_guest",
        buyer_email: "guest@example.com",
        user_id: null,
        status: "incomplete",
        billing_cycle: "yearly",
        amount_cents: 9000,
        account_created: false,
      },
      {
        provider_subscription_id: "sub_seen",
        first_payment_intent_id: "pi_seen",
        idempotency_key: "key_seen",
        buyer_email: "calc@example.com",
        user_id: userId,
        status: "active",
        billing_cycle: "monthly",
        amount_cents: 900,
        account_created: true,
      },
    ]);

    await migrateTo(db, "040-admin-console", schema);
    const restored = await sql<{ subscription_id: string; attempt_key: string }>`
      SELECT subscription_id, attempt_key FROM calculator_subscriptions
      ORDER BY subscription_id`.execute(db);
    expect(restored.rows).toEqual([
      { subscription_id: "sub_guest", attempt_key: "key_guest" },
      { subscription_id: "sub_seen", attempt_key: "key_seen" },
    ]);
    await migrateToLatest(db, schema);
  });
});
