import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPromotionCode, deactivatePromotionCode } from "../payments/promotion-codes.ts";
import { readReceipt } from "../receipts/receipt-record.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  redeliverEveryEvent,
  settle,
} from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const buyer = (email: string, promotion_code?: string, course_id = 1) => ({
  course_id,
  name: "Pat Buyer",
  email,
  ...(promotion_code === undefined ? {} : { promotion_code }),
});

/** Pays the intent with 4242 and enrols, as the paying page does. */
async function payAndEnrol(email: string, clientSecret: string, courseId = 1) {
  const paid = await confirmInBrowser(t.app, clientSecret, CARDS.succeeds);
  expect(paid.body.status).toBe("succeeded");
  const answer = await enroll(t.app, {
    course_id: courseId,
    email,
    full_name: "Pat Buyer",
    client_secret: clientSecret,
  });
  expect(answer.status).toBe(200);
}

const redemptions = (code: string) =>
  t.app.services.db
    .selectFrom("promotion_code_redemptions")
    .innerJoin(
      "promotion_codes",
      "promotion_codes.id",
      "promotion_code_redemptions.promotion_code_id",
    )
    .select(["buyer_email", "redeemed_at", "payment_id"])
    .where("promotion_codes.code", "=", code)
    .execute();

const preview = (code: string, product: string) =>
  t.app.inject({ method: "GET", url: `/api/promotion-codes/${code}?product=${product}` });

describe("promotion codes on a course purchase", () => {
  it("charges the server's 10 % off with WELCOME10 and prints the discount on the receipt", async () => {
    const email = "welcome@example.com";
    const intent = await createIntent(t.app, { ...buyer(email, "welcome10"), amount: 1 });
    expect(intent.status).toBe(200);
    expect(intent.body.amount).toBe(89_730);
    const charged = await t.app.services.payments.stripe.paymentIntents.retrieve(
      intent.body.payment_intent_id,
    );
    expect(charged.amount).toBe(89_730);
    expect(charged.metadata).toMatchObject({ promotion_code: "WELCOME10", discount: "9970" });
    await payAndEnrol(email, intent.body.client_secret);
    await settle(t.app);
    const payment = await t.app.services.db
      .selectFrom("payments")
      .selectAll()
      .where("provider_intent_id", "=", intent.body.payment_intent_id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount_cents: 89_730,
      list_amount_cents: 99_700,
      discount_cents: 9_970,
    });
    const receipt = await readReceipt(t.app.services.db, { payment: payment.id });
    expect(receipt?.amountPaidCents).toBe(89_730);
    expect(receipt?.lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["item", "Real Estate Developer Course", 99_700],
      ["discount", "Discount (WELCOME10)", -9_970],
    ]);
  });

  it("previews the same price the purchase charges, and names each problem", async () => {
    const ok = await preview("WELCOME10", "course:3");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      list_amount: 499_700,
      discount_amount: 49_970,
      amount: 449_730,
    });
    const unknown = await preview("NOPE", "course:1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "This promotion code does not exist." });
    const notCourse = await preview("WELCOME10", "calculator");
    expect(notCourse.statusCode).toBe(422);
    const noProduct = await preview("WELCOME10", "toaster");
    expect(noProduct.statusCode).toBe(404);
  });

  it("refuses an unknown, an expired and a wrong-product code with a 4xx naming it", async () => {
    await createPromotionCode(t.app.services, {
      code: "COURSE2ONLY",
      amountOffCents: 10_000,
      products: ["course:2"],
      allCourses: false,
      oncePerCustomer: false,
    });
    await createPromotionCode(t.app.services, {
      code: "SHORTLIVED",
      percentOff: 50,
      products: [],
      allCourses: true,
      oncePerCustomer: false,
      expiresAt: new Date(t.app.services.clock().getTime() + 60_000),
    });
    const unknown = await createIntent(t.app, buyer("a@example.com", "NOSUCHCODE"));
    expect([unknown.status, unknown.body.detail]).toEqual([
      404,
      "This promotion code does not exist.",
    ]);
    const wrong = await createIntent(t.app, buyer("a@example.com", "COURSE2ONLY"));
    expect([wrong.status, wrong.body.detail]).toEqual([
      422,
      "This promotion code is not valid for this purchase.",
    ]);
    const right = await createIntent(t.app, buyer("a@example.com", "COURSE2ONLY", 2));
    expect([right.status, right.body.amount]).toEqual([200, 89_700]);
    t.advance(120_000);
    const expired = await createIntent(t.app, buyer("b@example.com", "SHORTLIVED"));
    expect([expired.status, expired.body.detail]).toEqual([
      422,
      "This promotion code has expired.",
    ]);
  });

  it("gives two buyers at once past the limit exactly one discounted payment", async () => {
    await createPromotionCode(t.app.services, {
      code: "ONLYONE",
      percentOff: 20,
      products: [],
      allCourses: true,
      oncePerCustomer: false,
      maxUses: 1,
    });
    const emails = ["race.one@example.com", "race.two@example.com"];
    const answers = await Promise.all(
      emails.map((email) => createIntent(t.app, buyer(email, "ONLYONE"))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.detail).toBe(
      "This promotion code has been used the maximum number of times.",
    );
    const winner = answers.findIndex((a) => a.status === 200);
    const won = answers[winner];
    await payAndEnrol(emails[winner] ?? "", won?.body.client_secret ?? "");
    await settle(t.app);
    // A replayed webhook (every event again, all at once) counts the use once.
    expect((await redeliverEveryEvent(t.app, { order: "parallel" })).every((s) => s === 200)).toBe(
      true,
    );
    await settle(t.app);
    const used = await redemptions("ONLYONE");
    expect(used).toHaveLength(1);
    expect(used[0]?.redeemed_at).not.toBeNull();
    const later = await createIntent(t.app, buyer("race.three@example.com", "ONLYONE"));
    expect(later.status).toBe(409);
  });

  it("lets a customer use a once-per-customer code once", async () => {
    await createPromotionCode(t.app.services, {
      code: "ONCEEACH",
      percentOff: 25,
      products: [],
      allCourses: true,
      oncePerCustomer: true,
    });
    const email = "once@example.com";
    const first = await createIntent(t.app, buyer(email, "ONCEEACH"));
    expect(first.body.amount).toBe(74_775);
    await payAndEnrol(email, first.body.client_secret);
    const again = await createIntent(t.app, buyer(email, "ONCEEACH", 2));
    expect([again.status, again.body.detail]).toEqual([
      409,
      "You have already used this promotion code.",
    ]);
    const someoneElse = await createIntent(t.app, buyer("other.once@example.com", "ONCEEACH", 2));
    expect(someoneElse.status).toBe(200);
  });

  it("refuses a deactivated code, here and at the provider", async () => {
    const row = await createPromotionCode(t.app.services, {
      code: "RETIRED",
      percentOff: 15,
      products: ["course:1"],
      allCourses: false,
      oncePerCustomer: false,
    });
    expect((await preview("retired", "course:1")).statusCode).toBe(200);
    await deactivatePromotionCode(t.app.services, row.id);
    await deactivatePromotionCode(t.app.services, row.id);
    const refused = await createIntent(t.app, buyer("late@example.com", "RETIRED"));
    expect([refused.status, refused.body.detail]).toEqual([
      422,
      "This promotion code is no longer active.",
    ]);
    const stripe = t.app.services.payments.stripe;
    expect((await stripe.promotionCodes.list({ code: "RETIRED", active: true })).data).toEqual([]);
    expect((await stripe.promotionCodes.retrieve(row.provider_promotion_code_id)).active).toBe(
      false,
    );
  });
});

describe("the stand-in's coupons and promotion codes", () => {
  it("answers Stripe's refusals for a coupon without exactly one discount", async () => {
    const stripe = t.app.services.payments.stripe;
    await expect(stripe.coupons.create({ duration: "once" })).rejects.toMatchObject({
      statusCode: 400,
      param: "percent_off",
    });
    await expect(stripe.coupons.create({ percent_off: 0, duration: "once" })).rejects.toMatchObject(
      { statusCode: 400 },
    );
    await expect(
      stripe.coupons.create({ amount_off: 500, duration: "once" }),
    ).rejects.toMatchObject({ statusCode: 400, param: "currency" });
    const coupon = await stripe.coupons.create({
      amount_off: 500,
      currency: "usd",
      duration: "once",
    });
    const promo = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "FIVEOFF",
      max_redemptions: 3,
    });
    expect(promo).toMatchObject({ code: "FIVEOFF", active: true, max_redemptions: 3 });
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: "coupon", coupon: coupon.id },
        code: "fiveoff",
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "code" });
    expect((await stripe.promotionCodes.list({ code: "fiveoff" })).data.map((p) => p.id)).toEqual([
      promo.id,
    ]);
  });
});
