import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { readReceipt } from "../receipts/receipt-record.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { createDiscordIntent, subscribeDiscord } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, mailTo, redeliverEveryEvent, settle } from "../test/payments.ts";
import { createPromotionCode } from "./promotion-codes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stripe = () => t.app.services.payments.stripe;

const newCode = (
  code: string,
  products: string[],
  discount: { percentOff: number } | { amountOffCents: number },
  limits: { maxUses?: number; oncePerCustomer?: boolean } = {},
) =>
  createPromotionCode(t.app.services, {
    code,
    ...discount,
    products,
    allCourses: false,
    oncePerCustomer: limits.oncePerCustomer ?? false,
    ...(limits.maxUses === undefined ? {} : { maxUses: limits.maxUses }),
  });

const calculatorIntent = (email: string, promotion_code?: string) =>
  calculatorCall(t.app, "create-subscription-intent", {
    ...intentBody(email),
    ...(promotion_code ? { promotion_code } : {}),
  });

/** Pays the subscription's first invoice with 4242 and subscribes, as the modal does. */
async function payCalculator(email: string, secret: string) {
  const paid = await confirmInBrowser(t.app, secret, CARDS.succeeds);
  expect(paid.body.status).toBe("succeeded");
  const subscribed = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret));
  expect(subscribed.status).toBe(200);
  await settle(t.app);
}

async function providerSubscriptionOf(email: string, product: "calculator" | "discord") {
  const row = await t.app.services.db
    .selectFrom("subscriptions")
    .select("provider_subscription_id")
    .where("buyer_email", "=", email)
    .where("product", "=", product)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return stripe().subscriptions.retrieve(row.provider_subscription_id ?? "");
}

const firstInvoiceOf = async (email: string, product: "calculator" | "discord") => {
  const subscription = await providerSubscriptionOf(email, product);
  const invoice = subscription.latest_invoice;
  return stripe().invoices.retrieve(typeof invoice === "string" ? invoice : (invoice?.id ?? ""));
};

const redemptionsOf = (code: string) =>
  t.app.services.db
    .selectFrom("promotion_code_redemptions")
    .innerJoin(
      "promotion_codes",
      "promotion_codes.id",
      "promotion_code_redemptions.promotion_code_id",
    )
    .select(["buyer_email", "redeemed_at", "provider_subscription_id"])
    .where("promotion_codes.code", "=", code)
    .execute();

const providerCode = async (code: string) =>
  (await stripe().promotionCodes.list({ code, limit: 1 })).data[0];

describe("promotion codes on the calculator subscription", () => {
  it("discounts the first invoice as the provider reports it, counts the use once, and prints it", async () => {
    await newCode("CALC10", ["calculator"], { percentOff: 10 });
    const email = "calc-code@example.com";
    const intent = await calculatorIntent(email, "calc10");
    expect([intent.status, intent.body.amount]).toEqual([200, 810]);
    const invoice = await firstInvoiceOf(email, "calculator");
    expect(invoice.amount_due).toBe(810);
    expect(invoice.subtotal).toBe(900);
    expect(invoice.total_discount_amounts?.map((d) => d.amount)).toEqual([90]);
    expect(invoice.lines.data[0]?.amount).toBe(900);
    await payCalculator(email, intent.body.client_secret ?? "");
    expect(await redemptionsOf("CALC10")).toEqual([
      expect.objectContaining({ buyer_email: email, redeemed_at: expect.any(Date) }),
    ]);
    expect((await providerCode("CALC10"))?.times_redeemed).toBe(1);
    // Every event again, all at once: the use is still counted once.
    const statuses = await redeliverEveryEvent(t.app, { order: "parallel" });
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await redemptionsOf("CALC10")).toHaveLength(1);
    const receipt = await readReceipt(t.app.services.db, { invoice: invoice.id ?? "" });
    expect(receipt?.amountPaidCents).toBe(810);
    expect(receipt?.lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["item", "Deal Analyzer Calculator (monthly)", 900],
      ["discount", "Discount (CALC10)", -90],
    ]);
    const mails = await mailTo(t.app, email);
    expect(mails.some((mail) => mail.text_body.includes("Discount (CALC10): -$0.90"))).toBe(true);
  });

  it("renews at the list price: the coupon lasts once", async () => {
    const email = "calc-code@example.com";
    await t.app.services.payments.standin?.advanceClock(32 * 86_400);
    await settle(t.app);
    const renewal = await firstInvoiceOf(email, "calculator");
    expect(renewal.billing_reason).toBe("subscription_cycle");
    expect([renewal.amount_paid, renewal.total_discount_amounts]).toEqual([900, []]);
  });

  it("refuses a code of another product, and previews the subscription's first price", async () => {
    await newCode("PRO20", ["discord:pro"], { amountOffCents: 2_000 });
    const wrong = await calculatorIntent("calc-wrong@example.com", "PRO20");
    expect([wrong.status, wrong.body.detail]).toEqual([
      422,
      "This promotion code is not valid for this purchase.",
    ]);
    const preview = await t.app.inject({
      method: "GET",
      url: "/api/promotion-codes/CALC10?product=calculator&billing_cycle=yearly",
    });
    expect(preview.json()).toMatchObject({
      list_amount: 9_000,
      discount_amount: 900,
      amount: 8_100,
    });
    const pro = await t.app.inject({
      method: "GET",
      url: "/api/promotion-codes/PRO20?product=discord:pro",
    });
    expect(pro.json()).toMatchObject({ list_amount: 19_700, amount: 17_700 });
  });
});

describe("promotion codes on a Discord tier", () => {
  it("charges the tier's first invoice less the fixed discount and records the use when paid", async () => {
    const email = "discord-code@example.com";
    const intent = await createDiscordIntent(t.app, { email, promotion_code: "PRO20" });
    expect(intent.status).toBe(200);
    const invoice = await firstInvoiceOf(email, "discord");
    expect([invoice.subtotal, invoice.amount_due]).toEqual([19_700, 17_700]);
    expect(await redemptionsOf("PRO20")).toEqual([expect.objectContaining({ redeemed_at: null })]);
    const paid = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    expect(
      (await subscribeDiscord(t.app, { email, client_secret: intent.body.client_secret })).status,
    ).toBe(200);
    await settle(t.app);
    const [redemption] = await redemptionsOf("PRO20");
    expect(redemption?.redeemed_at).toBeInstanceOf(Date);
    expect(redemption?.provider_subscription_id).toBe(
      invoice.parent?.subscription_details?.subscription,
    );
  });

  it("refuses the community tier a Pro-only code", async () => {
    const wrong = await createDiscordIntent(t.app, {
      email: "community@example.com",
      tier: "community",
      promotion_code: "PRO20",
    });
    expect(wrong.status).toBe(422);
  });
});

describe("a code used twice at once past its limit", () => {
  it("gives one discounted subscription between two buyers, and the provider refuses more", async () => {
    await newCode(
      "ONEONLY",
      ["calculator", "discord:community"],
      { percentOff: 50 },
      { maxUses: 1 },
    );
    const [first, second] = await Promise.all([
      calculatorIntent("race-a@example.com", "ONEONLY"),
      createDiscordIntent(t.app, {
        email: "race-b@example.com",
        tier: "community",
        promotion_code: "ONEONLY",
      }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first.body : second.body;
    expect(loser.detail).toBe("This promotion code has been used the maximum number of times.");
    // Only the winner's first invoice carries the discount; pay it.
    if (first.status === 200)
      await payCalculator("race-a@example.com", first.body.client_secret ?? "");
    else {
      await confirmInBrowser(t.app, second.body.client_secret, CARDS.succeeds);
      await subscribeDiscord(t.app, {
        email: "race-b@example.com",
        tier: "community",
        client_secret: second.body.client_secret,
      });
      await settle(t.app);
    }
    expect(await redemptionsOf("ONEONLY")).toHaveLength(1);
    const promo = await providerCode("ONEONLY");
    expect(promo?.times_redeemed).toBe(1);
    // The provider holds the limit too: a subscription asking for it directly is refused.
    const customer = await stripe().customers.create({ email: "direct@example.com" });
    const price = (await stripe().prices.list({ limit: 100 })).data.find(
      (p) => p.recurring !== null,
    );
    await expect(
      stripe().subscriptions.create({
        customer: customer.id,
        items: [{ price: price?.id ?? "" }],
        payment_behavior: "default_incomplete",
        discounts: [{ promotion_code: promo?.id ?? "" }],
      }),
    ).rejects.toMatchObject({ param: "discounts[0][promotion_code]" });
    const third = await calculatorIntent("race-c@example.com", "ONEONLY");
    expect(third.status).toBe(409);
  });

  it("lets a buyer use a once-per-customer code once", async () => {
    await newCode(
      "ONCEEACH",
      ["calculator", "discord:pro"],
      { percentOff: 20 },
      { oncePerCustomer: true },
    );
    const email = "once@example.com";
    const intent = await calculatorIntent(email, "ONCEEACH");
    expect(intent.body.amount).toBe(720);
    await payCalculator(email, intent.body.client_secret ?? "");
    const again = await createDiscordIntent(t.app, { email, promotion_code: "ONCEEACH" });
    expect([again.status, again.body.detail]).toEqual([
      409,
      "You have already used this promotion code.",
    ]);
    const other = await createDiscordIntent(t.app, {
      email: "once-other@example.com",
      promotion_code: "ONCEEACH",
    });
    expect(other.status).toBe(200);
  });
});

describe("a promotion code and a free trial together", () => {
  it("is refused before the code is reserved or anything is started", async () => {
    await newCode("BOTH10", ["calculator", "discord:pro"], { percentOff: 10 });
    const email = "code-and-trial@example.com";
    const calculator = await calculatorCall(t.app, "create-subscription-intent", {
      ...intentBody(email),
      promotion_code: "BOTH10",
      trial: true,
    });
    const discord = await t.app.inject({
      method: "POST",
      url: "/api/discord/create-subscription-intent",
      payload: {
        tier: "pro",
        billing_cycle: "monthly",
        amount: 19_700,
        email,
        name: "Morgan Member",
        promotion_code: "BOTH10",
        trial: true,
      },
    });
    const refusal =
      "A promotion code cannot be combined with a free trial: remove the code to start the trial.";
    expect([calculator.status, calculator.body.detail]).toEqual([422, refusal]);
    expect([discord.statusCode, discord.json<{ detail: unknown }>().detail]).toEqual([
      422,
      refusal,
    ]);
    expect(await redemptionsOf("BOTH10")).toEqual([]);
    const started = await t.app.services.db
      .selectFrom("subscriptions")
      .select("id")
      .where("buyer_email", "=", email)
      .execute();
    expect(started).toEqual([]);
  });
});
