import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorCall, intentBody } from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { createDiscordIntent } from "../test/discord-membership.ts";
import { createIntent, settle } from "../test/payments.ts";
import { createPromotionCode } from "./promotion-codes.ts";

/**
 * The provider refuses a code our own checks passed (issue 48): used up, expired or deactivated
 * at the provider behind our back. The buyer reads our clear 4xx, the reserved use is given
 * back, and no subscription is left started at the provider.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stripe = () => t.app.services.payments.stripe;

const newCode = (code: string, products: string[], maxUses?: number) =>
  createPromotionCode(t.app.services, {
    code,
    percentOff: 10,
    products,
    allCourses: false,
    oncePerCustomer: false,
    ...(maxUses === undefined ? {} : { maxUses }),
  });

/**
 * Someone redeems the provider's promotion code directly at the provider (a subscription made
 * in its dashboard, paid at once with a saved card): its count goes up, ours does not.
 */
async function redeemAtProvider(promotionCodeId: string, email: string) {
  const customer = await stripe().customers.create({ email });
  const price = await stripe().prices.create({
    currency: "usd",
    unit_amount: 5_000,
    recurring: { interval: "month" },
    product_data: { name: "Dashboard plan" },
  });
  const subscription = await stripe().subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    default_payment_method: "pm_card_visa",
    discounts: [{ promotion_code: promotionCodeId }],
  });
  expect(subscription.status).toBe("active");
  await settle(t.app);
  const promo = await stripe().promotionCodes.retrieve(promotionCodeId);
  expect(promo.times_redeemed).toBe(1);
}

const reservationsOf = (codeId: number) =>
  t.app.services.db
    .selectFrom("promotion_code_redemptions")
    .select(["buyer_email", "redeemed_at"])
    .where("promotion_code_id", "=", codeId)
    .execute();

/** The buyer's subscriptions at the provider, whatever their status. */
async function providerSubscriptionsOf(email: string) {
  const customers = await stripe().customers.list({ email, limit: 10 });
  const all = await Promise.all(
    customers.data.map((c) => stripe().subscriptions.list({ customer: c.id, status: "all" })),
  );
  return all.flatMap((list) => list.data);
}

describe("the provider refuses a code our checks passed", () => {
  it("a calculator code used up at the provider answers 409, releases our use, starts nothing", async () => {
    const row = await newCode("CALCUSED", ["calculator"], 1);
    await redeemAtProvider(row.provider_promotion_code_id, "dashboard-calc@example.com");
    const email = "calc-refused@example.com";
    const answer = await calculatorCall(t.app, "create-subscription-intent", {
      ...intentBody(email),
      promotion_code: "calcused",
    });
    expect([answer.status, answer.body.detail]).toEqual([
      409,
      "This promotion code has been used the maximum number of times.",
    ]);
    expect(await reservationsOf(row.id)).toEqual([]);
    expect(await providerSubscriptionsOf(email)).toEqual([]);
    // Without the code the same buyer subscribes at the list price.
    const plain = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect([plain.status, plain.body.amount]).toEqual([200, 900]);
  });

  it("a Discord code deactivated at the provider answers 422 inactive and starts nothing", async () => {
    const row = await newCode("PROOFF", ["discord:pro"]);
    await stripe().promotionCodes.update(row.provider_promotion_code_id, { active: false });
    const email = "discord-refused@example.com";
    const answer = await createDiscordIntent(t.app, { email, promotion_code: "PROOFF" });
    expect([answer.status, answer.body.detail]).toEqual([
      422,
      "This promotion code is no longer active.",
    ]);
    expect(await reservationsOf(row.id)).toEqual([]);
    expect(await providerSubscriptionsOf(email)).toEqual([]);
  });

  it("a Discord code used up at the provider answers 409 for the second buyer too", async () => {
    const row = await newCode("PROUSED", ["discord:pro"], 1);
    await redeemAtProvider(row.provider_promotion_code_id, "dashboard-pro@example.com");
    for (const email of ["pro-a@example.com", "pro-b@example.com"]) {
      const answer = await createDiscordIntent(t.app, { email, promotion_code: "PROUSED" });
      expect([answer.status, answer.body.detail]).toEqual([
        409,
        "This promotion code has been used the maximum number of times.",
      ]);
      expect(await providerSubscriptionsOf(email)).toEqual([]);
    }
    expect(await reservationsOf(row.id)).toEqual([]);
  });

  it("a course code used up at the provider answers 409 before any intent or reservation", async () => {
    const row = await newCode("COURSEUSED", ["course:1"], 1);
    await redeemAtProvider(row.provider_promotion_code_id, "dashboard-course@example.com");
    const email = "course-refused@example.com";
    const answer = await createIntent(t.app, {
      course_id: 1,
      name: "Pat Buyer",
      email,
      promotion_code: "COURSEUSED",
    });
    expect([answer.status, answer.body.detail]).toEqual([
      409,
      "This promotion code has been used the maximum number of times.",
    ]);
    expect(await reservationsOf(row.id)).toEqual([]);
    const payments = await t.app.services.db
      .selectFrom("payments")
      .select("id")
      .where("buyer_email", "=", email)
      .execute();
    expect(payments).toEqual([]);
  });
});
