import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { createIntent } from "../test/payments.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const key = () => `promo-key-${++keys}-${Date.now()}`;

const create = (body: Record<string, unknown>, token = admin.access_token) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/promotion-codes",
    headers: bearer(token),
    payload: {
      reason: "Spring campaign",
      idempotency_key: key(),
      all_courses: false,
      products: [],
      once_per_customer: false,
      ...body,
    },
  });

const list = async () => {
  const answer = await t.app.inject({
    method: "GET",
    url: "/api/admin/promotion-codes",
    headers: bearer(admin.access_token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ codes: { id: number; code: string; active: boolean; uses: number }[] }>()
    .codes;
};

const deactivate = (id: number, idempotency_key = key()) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/promotion-codes/${id}/deactivate`,
    headers: bearer(admin.access_token),
    payload: { reason: "Campaign over", idempotency_key },
  });

describe("the console's promotion codes", () => {
  it("creates a code at the provider, lists it and writes the audit log", async () => {
    const expires = new Date(t.app.services.clock().getTime() + 7 * 86_400_000).toISOString();
    const created = await create({
      code: "SPRING25",
      percent_off: 25,
      products: ["calculator", "discord:pro"],
      max_uses: 100,
      expires_at: expires,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ action: "promotion_code.create", replayed: false });
    const row = (await list()).find((code) => code.code === "SPRING25");
    expect(row).toMatchObject({
      percent_off: 25,
      amount_off: null,
      products: ["calculator", "discord:pro"],
      max_uses: 100,
      uses: 0,
      expires_at: expires,
      active: true,
    });
    const provider = await t.app.services.payments.stripe.promotionCodes.list({ code: "SPRING25" });
    expect(provider.data[0]).toMatchObject({ active: true, max_redemptions: 100 });
    const audit = await t.app.services.db
      .selectFrom("audit_log")
      .select(["action", "target", "reason", "actor_id"])
      .where("action", "=", "promotion_code.create")
      .execute();
    expect(audit).toEqual([
      {
        action: "promotion_code.create",
        target: "promotion_code:SPRING25",
        reason: "Spring campaign",
        actor_id: admin.user.id,
      },
    ]);
  });

  it("answers 409 for an active code spelt the same, whatever the case", async () => {
    const again = await create({ code: "spring25", amount_off: 500, all_courses: true });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      "An active promotion code with this code exists already.",
    ]);
  });

  it("names every problem of bad input with 422, never 500", async () => {
    const bad = await create({
      code: "BAD",
      percent_off: 150,
      amount_off: 100,
      products: ["toaster"],
      expires_at: "2000-01-01T00:00:00.000Z",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      "Give either a percent off or an amount off, not both.",
      "Percent off must be more than 0 and at most 100, in hundredths.",
      "Unknown product: toaster.",
      "The expiry must be in the future.",
    ]);
    const noScope = await create({ code: "NOSCOPE", percent_off: 10 });
    expect(noScope.json().detail).toEqual([
      "Choose what the code is for: all courses, or at least one product.",
    ]);
    const tooLarge = await create({ code: "HUGE", amount_off: 900, products: ["calculator"] });
    expect([tooLarge.statusCode, tooLarge.json().detail]).toEqual([
      422,
      ["This amount off leaves less than $0.50 to pay for calculator."],
    ]);
    const spelling = await create({ code: "no spaces", percent_off: 10, all_courses: true });
    expect([spelling.statusCode, spelling.json().detail]).toEqual([
      422,
      ["Code: letters, digits, - and _ only, at most 64 characters."],
    ]);
    expect((await list()).map((code) => code.code)).not.toContain("BAD");
  });

  it("acts once for a double click (one key), and refuses a non-admin", async () => {
    const body = { code: "ONCEONLY", amount_off: 1_000, all_courses: true };
    const sameKey = key();
    const [first, second] = await Promise.all([
      create({ ...body, idempotency_key: sameKey }),
      create({ ...body, idempotency_key: sameKey }),
    ]);
    const statuses = [first.statusCode, second.statusCode];
    expect(statuses).toContain(200);
    expect((await list()).filter((code) => code.code === "ONCEONLY")).toHaveLength(1);
    const student = await login(t.app, "learner");
    const refused = await create(
      { code: "STUDENT", percent_off: 5, all_courses: true },
      student.access_token,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("deactivates with the provider, then the code is refused and may be created again", async () => {
    const row = (await list()).find((code) => code.code === "ONCEONLY");
    const off = await deactivate(row?.id ?? 0);
    expect([off.statusCode, off.json().action]).toEqual([200, "promotion_code.deactivate"]);
    expect((await list()).find((code) => code.id === row?.id)?.active).toBe(false);
    const provider = await t.app.services.payments.stripe.promotionCodes.list({ code: "ONCEONLY" });
    expect(provider.data.every((code) => !code.active)).toBe(true);
    const refused = await createIntent(t.app, {
      course_id: 1,
      name: "Late Buyer",
      email: "late@example.com",
      promotion_code: "ONCEONLY",
    });
    expect([refused.status, refused.body.detail]).toEqual([
      422,
      "This promotion code is no longer active.",
    ]);
    const again = await create({ code: "ONCEONLY", percent_off: 5, all_courses: true });
    expect(again.statusCode).toBe(200);
    const missing = await deactivate(999_999);
    expect(missing.statusCode).toBe(404);
  });
});
