import type { components } from "@academy/api/contract";
import { brrrrDefaults, rentalDefaults } from "@academy/calculators";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText, pdfTitle } from "../../../../tooling/pdf-text.ts";
import { dealRequest, grantCalculator, saveDeal } from "../calculator/saved-deal-test-helpers.ts";
import { SAVED_DEAL_NOT_FOUND, SUBSCRIPTION_REQUIRED } from "../http/messages.ts";
import { createTestApp, login, type Session, type TestApp } from "../test/app.ts";

type Deal = components["schemas"]["Deal"];
type SavedDeal = components["schemas"]["SavedDeal"];

const DAY_MS = 24 * 60 * 60 * 1000;
const rentalDeal: Deal = { kind: "rental", inputs: { ...rentalDefaults } };
const brrrrDeal: Deal = { kind: "brrrr", inputs: { ...brrrrDefaults } };
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

beforeAll(async () => {
  t = await createTestApp();
  subscriber = await login(t.app, "mentee");
  other = await login(t.app, "learner");
  await grantCalculator(t, subscriber.user.id, "active", 30 * DAY_MS);
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

describe("saved rental and BRRRR deals (issue 46)", () => {
  it("saves, lists, opens, renames and deletes them beside the Deal Analyzer's", async () => {
    const rental = await save(subscriber, "Maple duplex", rentalDeal);
    expect(rental).toMatchObject({ name: "Maple duplex", mode: "rental", deal: rentalDeal });
    const brrrr = await save(subscriber, "Birch BRRRR", brrrrDeal);
    expect(brrrr).toMatchObject({ mode: "brrrr", deal: brrrrDeal });
    const flip = await save(subscriber, "Elm flip", flipDeal);

    const list = await request(subscriber, "GET", "/deals");
    expect(list.json<SavedDeal[]>().map((deal) => [deal.name, deal.mode])).toEqual([
      ["Elm flip", "flip"],
      ["Birch BRRRR", "brrrr"],
      ["Maple duplex", "rental"],
    ]);

    // What the compare view fetches: each picked deal whole, inputs as saved.
    for (const saved of [rental, brrrr]) {
      const opened = await request(subscriber, "GET", `/deals/${saved.id}`);
      expect(opened.json<SavedDeal>()).toEqual(saved);
    }

    t.advance(1000);
    const renamed = await request(subscriber, "PATCH", `/deals/${rental.id}`, { name: "Maple" });
    expect(renamed.json<SavedDeal>()).toMatchObject({ name: "Maple", deal: rentalDeal });
    const replaced = await request(subscriber, "PATCH", `/deals/${rental.id}`, {
      deal: { kind: "rental", inputs: { ...rentalDefaults, monthlyRent: 2500 } },
    });
    expect(replaced.json<SavedDeal>().deal.inputs).toMatchObject({ monthlyRent: 2500 });

    for (const saved of [rental, brrrr, flip]) {
      expect((await request(subscriber, "DELETE", `/deals/${saved.id}`)).statusCode).toBe(204);
    }
  });

  it.each([
    ["an unknown field", { ...rentalDefaults, discountPct: 3 }, "deal.inputs.discountPct"],
    ["a vacancy over 100 %", { ...rentalDefaults, vacancyPct: 150 }, "deal.inputs.vacancyPct"],
    ["a hold of 0 years", { ...rentalDefaults, holdYears: 0 }, "deal.inputs.holdYears"],
    [
      "a term of part of a year",
      { ...rentalDefaults, loanTermYears: 29.5 },
      "deal.inputs.loanTermYears",
    ],
    ["a negative rent", { ...rentalDefaults, monthlyRent: -1 }, "deal.inputs.monthlyRent"],
    ["a missing field", { ...rentalDefaults, monthlyRent: undefined }, "deal.inputs.monthlyRent"],
  ])("refuses a rental with %s, naming the field (422)", async (_, inputs, field) => {
    const response = await request(subscriber, "POST", "/deals", {
      name: "Bad",
      deal: { kind: "rental", inputs },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string[] }>().detail).toContainEqual(
      expect.stringMatching(new RegExp(`^${field.replace(/\./g, "\\.")}: `)),
    );
  });

  it("refuses a BRRRR with seasoning over 120 months, and a rental's inputs under BRRRR", async () => {
    const seasoning = await request(subscriber, "POST", "/deals", {
      name: "Bad",
      deal: { kind: "brrrr", inputs: { ...brrrrDefaults, seasoningMonths: 121 } },
    });
    expect(seasoning.statusCode).toBe(422);
    expect(seasoning.body).toContain("deal.inputs.seasoningMonths");
    const mixed = await request(subscriber, "POST", "/deals", {
      name: "Bad",
      deal: { kind: "brrrr", inputs: rentalDefaults },
    });
    expect(mixed.statusCode).toBe(422);
    expect((await request(subscriber, "GET", "/deals")).json<SavedDeal[]>()).toEqual([]);
  });

  it("answers another user's deal as missing, report included, and needs the subscription to save", async () => {
    const mine = await save(subscriber, "Mine", rentalDeal);
    for (const [method, url] of [
      ["GET", `/deals/${mine.id}`],
      ["GET", `/deals/${mine.id}/report`],
      ["DELETE", `/deals/${mine.id}`],
    ] as const) {
      const response = await request(other, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: SAVED_DEAL_NOT_FOUND });
    }
    const renamed = await request(other, "PATCH", `/deals/${mine.id}`, { name: "Theirs" });
    expect(renamed.statusCode).toBe(404);
    expect((await request(null, "GET", `/deals/${mine.id}/report`)).statusCode).toBe(401);
    const unpaid = await request(other, "POST", "/deals", { name: "X", deal: brrrrDeal });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json()).toEqual({ detail: SUBSCRIPTION_REQUIRED });
    await request(subscriber, "DELETE", `/deals/${mine.id}`);
  });
});

async function report(id: number) {
  const response = await request(subscriber, "GET", `/deals/${id}/report`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toBe(
    `attachment; filename="deal-${id}-report.pdf"`,
  );
  const document = await PDFDocument.load(response.rawPayload);
  return {
    text: pdfText(response.rawPayload),
    pages: document.getPageCount(),
    bytes: response.rawPayload,
  };
}

describe("the lender report PDF (issue 46)", () => {
  it("prints a rental's assumptions, key figures, loan sizing and its projection year by year", async () => {
    const saved = await save(subscriber, "Maple duplex", rentalDeal);
    const { text, pages, bytes } = await report(saved.id);
    expect(pdfTitle(bytes)).toBe("Deal report: Maple duplex");
    expect(pages).toBeGreaterThanOrEqual(2);
    // 75 % of $250,000 borrowed; 7 % over 30 years is $1,247.45 a month (a spreadsheet's
    // PMT(7%/12, 360, -187500)); the report prints whole dollars.
    expect(text).toContain("Sources: loan");
    expect(text).toContain("$187,500");
    expect(text).toContain("$1,247");
    for (const label of [
      "Monthly cash flow",
      "Cap rate",
      "Cash-on-cash return",
      "DSCR",
      "IRR over 10 years",
      "Binding limit",
      "Year-by-year projection",
      "Cash flow by year",
      "Disclaimer",
    ]) {
      expect(text).toContain(label);
    }
    // The header, then one row per year of the hold: 1 to 10.
    const years = text
      .split("\n")
      .filter((line) => /^\d{1,2}$/.test(line))
      .map(Number);
    expect(years).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(text).toContain("Prepared with Academy investor tools - http://academy.test");
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("pages a 50-year projection, the header on each page, and prints a BRRRR's cash left in", async () => {
    const long = await save(subscriber, "Long hold", {
      kind: "brrrr",
      inputs: { ...brrrrDefaults, holdYears: 50 },
    });
    const { text, pages } = await report(long.id);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain("Cash left in the deal");
    expect(text).toContain("Return on cash left");
    expect(text.split("\n").filter((line) => line === "Total return").length).toBeGreaterThan(1);
    expect(text).toContain("50");
  });

  it("prints any Deal Analyzer mode, a flip with its comps", async () => {
    const longAddress = `${"Long Meadow Road ".repeat(11)}end`;
    const saved = await save(subscriber, "Elm flip", {
      ...flipDeal,
      comps: [...flipDeal.comps, { ...flipDeal.comps[0]!, id: "c2", address: longAddress }],
    });
    const { text, pages } = await report(saved.id);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain("Flip Calculator");
    expect(text).toContain("Comparable sales");
    expect(text).toContain("14 Elm St");
    // A long address is cut to its column, so the figures beside it stay readable.
    expect(text).not.toContain(longAddress);
    expect(text).toMatch(/Long Meadow Road .*\.\.\./);
    expect(text).toContain("Rehab with condition and contingency");
  });

  it("needs the subscription (403) for the caller's own deal once it has lapsed", async () => {
    const saved = await save(subscriber, "Lapsing", rentalDeal);
    await grantCalculator(t, subscriber.user.id, "canceled", -DAY_MS);
    const response = await request(subscriber, "GET", `/deals/${saved.id}/report`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SUBSCRIPTION_REQUIRED });
    await grantCalculator(t, subscriber.user.id, "active", 30 * DAY_MS);
  });
});
