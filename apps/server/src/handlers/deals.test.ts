import type { components } from "@academy/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_DEALS } from "../calculator/saved-deals.ts";
import { createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import {
  dealRequest,
  grantCalculator as grantCalculatorTo,
  saveDeal,
} from "../calculator/saved-deal-test-helpers.ts";
import { SAVED_DEAL_NOT_FOUND, SUBSCRIPTION_REQUIRED } from "../http/messages.ts";

type Deal = components["schemas"]["Deal"];
type SavedDeal = components["schemas"]["SavedDeal"];

const DAY_MS = 24 * 60 * 60 * 1000;
const landDeal: Deal = {
  kind: "land",
  inputs: {
    zipCode: "78701",
    purchasePrice: 75000,
    lotSizeAcres: 0.25,
    avgPricePerAcre: 350000,
    financeLand: false,
    landLTV: 70,
    transactionCostsPct: 2.5,
    zoningAllowsConstruction: true,
    utilitiesAvailable: true,
  },
};
const flipDeal: Deal = {
  kind: "flip",
  inputs: {
    address: "12 Elm St",
    zipCode: "78701",
    useComps: true,
    purchasePrice: 250000,
    squareFootage: 1800,
    propertyType: "single-family",
    bedrooms: 3,
    bathrooms: 2,
    currentCondition: 5,
    rehabBudget: 50000,
    arvPerSqFt: 180,
    loanToValuePct: 90,
    interestRate: 8.5,
    holdingMonths: 6,
    contingencyPct: 10,
    closingCostsPct: 3,
  },
  comps: [
    {
      id: "c1",
      address: "14 Elm St",
      price: 400000,
      squareFootage: 2000,
      bedrooms: 3,
      bathrooms: 2,
      pricePerSqFt: 200,
    },
  ],
};

let t: TestApp;
let subscriber: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  subscriber = await login(t.app, "mentee");
  other = await login(t.app, "learner");
  admin = await login(t.app, "admin");
  await grantCalculator(subscriber.user.id, "active", 30 * DAY_MS);
});
afterAll(async () => {
  await t.close();
});

const request = (
  session: Session | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) => dealRequest(t, session, method, url, payload);
const save = (session: Session, name: string, deal: Deal) => saveDeal(t, session, name, deal);
const grantCalculator = (userId: number, status: string, periodMs: number) =>
  grantCalculatorTo(t, userId, status, periodMs);

describe("saved deals", () => {
  it("saves, lists, reopens, renames, updates and deletes a subscriber's deals", async () => {
    const land = await save(subscriber, "  Corner lot  ", landDeal);
    expect(land).toMatchObject({ name: "Corner lot", mode: "land", deal: landDeal });
    const flip = await save(subscriber, "Elm St flip", flipDeal);
    expect(flip.deal).toEqual(flipDeal);

    const list = await request(subscriber, "GET", "/deals");
    expect(list.statusCode).toBe(200);
    expect(list.json<SavedDeal[]>().map((d) => d.name)).toEqual(["Elm St flip", "Corner lot"]);

    const reopened = await request(subscriber, "GET", `/deals/${land.id}`);
    expect(reopened.json<SavedDeal>()).toEqual(land);

    t.advance(1000);
    const renamed = await request(subscriber, "PATCH", `/deals/${land.id}`, { name: "Lot 7" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<SavedDeal>()).toMatchObject({
      name: "Lot 7",
      mode: "land",
      deal: landDeal,
    });
    expect(Date.parse(renamed.json<SavedDeal>().updated_at)).toBeGreaterThan(
      Date.parse(land.updated_at),
    );

    const changed = await request(subscriber, "PATCH", `/deals/${land.id}`, { deal: flipDeal });
    expect(changed.json<SavedDeal>()).toMatchObject({
      name: "Lot 7",
      mode: "flip",
      deal: flipDeal,
    });

    expect((await request(subscriber, "DELETE", `/deals/${land.id}`)).statusCode).toBe(204);
    const after = await request(subscriber, "GET", `/deals/${land.id}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ detail: SAVED_DEAL_NOT_FOUND });
  });

  it("keeps deals across sign-ins (another device)", async () => {
    const saved = await save(subscriber, "Across devices", landDeal);
    const elsewhere = await login(t.app, "mentee");
    const list = await request(elsewhere, "GET", "/deals");
    expect(list.json<SavedDeal[]>().some((d) => d.id === saved.id)).toBe(true);
  });

  it("answers another user's deal as missing, whatever the call", async () => {
    const mine = await save(subscriber, "Mine", landDeal);
    await grantCalculator(other.user.id, "active", DAY_MS);
    for (const [method, payload] of [
      ["GET", undefined],
      ["PATCH", { name: "Stolen" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await request(other, method, `/deals/${mine.id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ detail: SAVED_DEAL_NOT_FOUND });
    }
    const list = await request(other, "GET", "/deals");
    expect(list.json<SavedDeal[]>().some((d) => d.id === mine.id)).toBe(false);
    expect((await request(subscriber, "GET", `/deals/${mine.id}`)).json<SavedDeal>().name).toBe(
      "Mine",
    );
  });

  it("refuses anonymous callers with 401", async () => {
    for (const [method, url] of [
      ["GET", "/deals"],
      ["POST", "/deals"],
      ["GET", "/deals/1"],
      ["PATCH", "/deals/1"],
      ["DELETE", "/deals/1"],
    ] as const) {
      const payload =
        method === "POST" || method === "PATCH" ? { name: "x", deal: landDeal } : undefined;
      expect((await request(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("malformed deal payloads", () => {
  const cases: [string, unknown, string][] = [
    [
      "an unknown calculator",
      { kind: "yacht", inputs: {} },
      "deal.kind: must be equal to one of the allowed values",
    ],
    ["no calculator", { inputs: landDeal.inputs }, "deal.kind: field required"],
    [
      "a missing field",
      { kind: "land", inputs: { ...landDeal.inputs, purchasePrice: undefined } },
      "deal.inputs.purchasePrice: field required",
    ],
    [
      "an amount over 1e12",
      { kind: "land", inputs: { ...landDeal.inputs, purchasePrice: 2e12 } },
      "deal.inputs.purchasePrice: must be <= 1000000000000",
    ],
    [
      "a negative amount",
      { kind: "land", inputs: { ...landDeal.inputs, lotSizeAcres: -1 } },
      "deal.inputs.lotSizeAcres: must be >= 0",
    ],
    [
      "text for an amount",
      { kind: "land", inputs: { ...landDeal.inputs, landLTV: "seventy" } },
      "deal.inputs.landLTV: must be number",
    ],
    [
      "an unknown property type",
      { ...flipDeal, inputs: { ...flipDeal.inputs, propertyType: "castle" } },
      "deal.inputs.propertyType: must be equal to one of the allowed values",
    ],
    [
      "a flip without comps",
      { kind: "flip", inputs: flipDeal.inputs },
      "deal.comps: field required",
    ],
    ["no deal at all", undefined, "deal: field required"],
  ];
  it.each(cases)("refuses %s with 422 and names the field", async (_label, deal, message) => {
    const response = await request(subscriber, "POST", "/deals", { name: "Bad", deal });
    expect(response.statusCode, response.body).toBe(422);
    const { detail } = response.json<{ detail: string[] }>();
    expect(
      detail.some((line) => line.startsWith(message)),
      detail.join(" | "),
    ).toBe(true);
  });

  it("drops fields that are not the calculator's before storing", async () => {
    const deal = { kind: "land", inputs: { ...landDeal.inputs, rehabBudget: 5 }, results: {} };
    const saved = await request(subscriber, "POST", "/deals", { name: "Extra", deal });
    expect(saved.statusCode).toBe(201);
    const stored = await t.database.db
      .selectFrom("saved_deals")
      .select("deal")
      .where("id", "=", saved.json<SavedDeal>().id)
      .executeTakeFirstOrThrow();
    expect(stored.deal).toEqual(landDeal);
  });

  it("refuses a blank or overlong name", async () => {
    for (const name of ["   ", "", "x".repeat(201)]) {
      const response = await request(subscriber, "POST", "/deals", { name, deal: landDeal });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json<{ detail: string[] }>().detail.join()).toContain("name:");
    }
  });

  it("refuses a malformed deal in an update, and keeps the stored one", async () => {
    const saved = await save(subscriber, "Kept whole", landDeal);
    const response = await request(subscriber, "PATCH", `/deals/${saved.id}`, {
      deal: { kind: "land", inputs: { ...landDeal.inputs, purchasePrice: "lots" } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string[] }>().detail.join()).toContain(
      "deal.inputs.purchasePrice",
    );
    expect((await request(subscriber, "GET", `/deals/${saved.id}`)).json<SavedDeal>().deal).toEqual(
      landDeal,
    );
  });

  it("refuses a deal id that is not a positive whole number, never a 500", async () => {
    for (const id of ["abc", "0", "-3", "1.5"]) {
      const response = await request(subscriber, "GET", `/deals/${id}`);
      expect([404, 422], id).toContain(response.statusCode);
    }
  });

  it("refuses a deal that is a string, number, null, array or boolean with a 422, stores nothing, and reads stay whole", async () => {
    const saved = await save(subscriber, "Stays whole", landDeal);
    const before = (await request(subscriber, "GET", "/deals")).json<SavedDeal[]>().length;
    for (const deal of ["land", 42, null, [landDeal], true, false, {}, { kind: "land" }]) {
      const created = await request(subscriber, "POST", "/deals", { name: "Bad", deal });
      expect(created.statusCode, JSON.stringify(deal)).toBe(422);
      expect(created.json<{ detail: string[] }>().detail.join(), JSON.stringify(deal)).toMatch(
        /deal/,
      );
      const patched = await request(subscriber, "PATCH", `/deals/${saved.id}`, { deal });
      expect(patched.statusCode, JSON.stringify(deal)).toBe(422);
    }
    const list = await request(subscriber, "GET", "/deals");
    expect(list.statusCode).toBe(200);
    expect(list.json<SavedDeal[]>()).toHaveLength(before);
    const one = await request(subscriber, "GET", `/deals/${saved.id}`);
    expect(one.json<SavedDeal>().deal).toEqual(landDeal);
  });

  it("reads a list with a bad stored value (written by hand or an old release) without a 500", async () => {
    const saved = await save(subscriber, "Broken by hand", landDeal);
    await t.database.db
      .updateTable("saved_deals")
      .set({ deal: JSON.stringify("not a deal") as never })
      .where("id", "=", saved.id)
      .execute();
    const list = await request(subscriber, "GET", "/deals");
    expect(list.statusCode).toBe(200);
    expect(list.json<SavedDeal[]>().some((deal) => deal.id === saved.id)).toBe(false);
    const one = await request(subscriber, "GET", `/deals/${saved.id}`);
    expect(one.statusCode).toBe(404);
    await request(subscriber, "DELETE", `/deals/${saved.id}`);
  });

  it("refuses an empty update", async () => {
    const saved = await save(subscriber, "Unchanged", landDeal);
    const response = await request(subscriber, "PATCH", `/deals/${saved.id}`, {});
    expect(response.statusCode).toBe(422);
  });
});

describe("who may save", () => {
  it("needs an active calculator subscription to save or change, not to read or delete", async () => {
    const kept = await save(subscriber, "Kept after lapse", landDeal);
    const lapsed = await login(t.app, "learner");
    await grantCalculator(lapsed.user.id, "past_due", DAY_MS);
    const refused = await request(lapsed, "POST", "/deals", { name: "No", deal: landDeal });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SUBSCRIPTION_REQUIRED });
    const access = await request(lapsed, "GET", "/calculator/access");
    expect(access.json()).toEqual({ hasAccess: false });

    // The subscriber's period ends: their deals stay readable and deletable.
    await grantCalculator(subscriber.user.id, "active", -1000);
    expect((await request(subscriber, "GET", "/calculator/access")).json()).toEqual({
      hasAccess: false,
    });
    expect((await request(subscriber, "GET", `/deals/${kept.id}`)).statusCode).toBe(200);
    const rename = await request(subscriber, "PATCH", `/deals/${kept.id}`, { name: "x" });
    expect(rename.statusCode).toBe(403);
    expect((await request(subscriber, "DELETE", `/deals/${kept.id}`)).statusCode).toBe(204);

    // Cancelled at period end: still active until the period ends.
    await grantCalculator(subscriber.user.id, "active", DAY_MS);
    expect((await request(subscriber, "GET", "/calculator/access")).json()).toEqual({
      hasAccess: true,
    });
  });

  it("treats admins as subscribers", async () => {
    expect((await request(admin, "GET", "/calculator/access")).json()).toEqual({ hasAccess: true });
    await save(admin, "Admin deal", landDeal);
  });

  it(`keeps at most ${MAX_SAVED_DEALS} deals per user`, async () => {
    const user = await login(t.app, "discord");
    await grantCalculator(user.user.id, "trialing", DAY_MS);
    await t.database.db
      .insertInto("saved_deals")
      .values(
        Array.from({ length: MAX_SAVED_DEALS }, (_, i) => ({
          user_id: user.user.id,
          name: `Deal ${i}`,
          kind: "land" as const,
          deal: JSON.stringify(landDeal),
          created_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .execute();
    const response = await request(user, "POST", "/deals", { name: "One more", deal: landDeal });
    expect(response.statusCode).toBe(409);
  });
});
