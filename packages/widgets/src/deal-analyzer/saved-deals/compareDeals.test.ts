import { describe, expect, it } from "vitest";
import { flipDefaults, landDefaults, renovationDefaults } from "@academy/calculators";
import { compareDeals } from "./compareDeals.ts";
import { readSavedDeal } from "./readSavedDeal.ts";

const row = (comparison: ReturnType<typeof compareDeals>, section: string, label: string) =>
  comparison.sections.find((s) => s.id === section)?.rows.find((r) => r.label === label);

describe("compareDeals", () => {
  it("computes each deal's headline results from its inputs and marks what differs", () => {
    const comparison = compareDeals([
      { id: 1, name: "Cheap lot", deal: { kind: "land", inputs: landDefaults } },
      {
        id: 2,
        name: "Pricey lot",
        deal: { kind: "land", inputs: { ...landDefaults, purchasePrice: 90000 } },
      },
    ]);
    expect(comparison.deals).toEqual([
      { id: 1, name: "Cheap lot" },
      { id: 2, name: "Pricey lot" },
    ]);
    expect(row(comparison, "summary", "Calculator")).toEqual({
      label: "Calculator",
      values: ["Land Analysis", "Land Analysis"],
      differs: false,
    });
    expect(row(comparison, "inputs", "Purchase Price")).toEqual({
      label: "Purchase Price",
      values: ["$75,000", "$90,000"],
      differs: true,
    });
    expect(row(comparison, "inputs", "Zip Code")?.differs).toBe(false);
    expect(row(comparison, "results", "Total Acquisition Cost")).toEqual({
      label: "Total Acquisition Cost",
      values: ["$76,875", "$92,250"],
      differs: true,
    });
    expect(row(comparison, "results", "Market Value (ARV)")?.differs).toBe(false);
  });

  it("lines up deals of different calculators, with a dash where one has no such row", () => {
    const comparison = compareDeals([
      { id: 1, name: "Lot", deal: { kind: "land", inputs: landDefaults } },
      { id: 2, name: "Flip", deal: { kind: "flip", inputs: flipDefaults, comps: [] } },
      { id: 3, name: "Kitchen", deal: { kind: "renovation", inputs: renovationDefaults } },
    ]);
    expect(row(comparison, "summary", "Calculator")?.values).toEqual([
      "Land Analysis",
      "Flip Calculator",
      "Renovation ROI",
    ]);
    expect(row(comparison, "inputs", "Comparable Sales")?.values).toEqual(["—", "0", "—"]);
    expect(row(comparison, "inputs", "Current Property Value")?.differs).toBe(true);
    // Boxes that share a label stay apart.
    expect(row(comparison, "inputs", "Kitchen Remodel: Cost")?.values[2]).toMatch(/^\$/);
  });
});

describe("readSavedDeal", () => {
  it("gives back the decoder's sanitized deal", () => {
    expect(readSavedDeal({ kind: "land", inputs: { ...landDefaults, landLTV: 95 } })).toEqual({
      kind: "land",
      inputs: { ...landDefaults, landLTV: 70 },
    });
  });

  it("refuses a payload of no calculator, and reads damaged fields as the calculators do", () => {
    expect(readSavedDeal(JSON.parse('{"kind":"yacht","inputs":{}}'))).toBeNull();
    const damaged = readSavedDeal(JSON.parse('{"kind":"land","inputs":{"purchasePrice":"x"}}'));
    expect(damaged?.kind).toBe("land");
    expect(damaged?.inputs).toMatchObject({ purchasePrice: 0, zipCode: "" });
  });
});
