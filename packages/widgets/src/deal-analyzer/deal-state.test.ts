import { describe, expect, it } from "vitest";
import { encodeDeal, flipDefaults, landDefaults, renovationDefaults } from "@academy/calculators";
import {
  dealOf,
  defaultDealState,
  initialDealOf,
  initialDealState,
  isDealKind,
  newComp,
  normalizeTabs,
} from "./deal-state.ts";

const ALL = ["land", "flip", "renovation", "construction"] as const;

describe("normalizeTabs", () => {
  it("keeps known tabs in the order given without duplicates", () => {
    expect(normalizeTabs(["renovation", "land", "land", "nope", 3])).toEqual([
      "renovation",
      "land",
    ]);
  });

  it("offers all four when nothing valid is asked for", () => {
    expect(normalizeTabs(undefined)).toEqual(ALL);
    expect(normalizeTabs([])).toEqual(ALL);
    expect(normalizeTabs(["x"])).toEqual(ALL);
  });
});

describe("isDealKind", () => {
  it("accepts the four calculators only", () => {
    expect(ALL.every(isDealKind)).toBe(true);
    expect(isDealKind("Land")).toBe(false);
    expect(isDealKind(undefined)).toBe(false);
  });
});

describe("initialDealState", () => {
  it("starts from the spec defaults on the first tab shown", () => {
    const initial = initialDealState({ tabs: ["flip", "renovation"] });
    expect(initial.tab).toBe("flip");
    expect(initial.problem).toBeNull();
    expect(initial.state).toEqual(defaultDealState());
    expect(initial.state.inputs.renovation).toEqual(renovationDefaults);
  });

  it("restores a shared deal and opens its tab", () => {
    const comps = [{ ...newComp([]), price: 300000, squareFootage: 1500, pricePerSqFt: 200 }];
    const deal = encodeDeal({
      kind: "flip",
      inputs: { ...flipDefaults, purchasePrice: 180000 },
      comps,
    });
    const initial = initialDealState({ deal, tabs: [...ALL] });
    expect(initial.tab).toBe("flip");
    expect(initial.state.inputs.flip.purchasePrice).toBe(180000);
    expect(initial.state.comps).toHaveLength(1);
    expect(initial.state.comps[0]).toMatchObject({ price: 300000, squareFootage: 1500 });
    expect(initial.state.inputs.land).toEqual(landDefaults);
  });

  it("lets an explicit tab win over the deal's", () => {
    const deal = encodeDeal({ kind: "land", inputs: { ...landDefaults, purchasePrice: 1 } });
    const initial = initialDealState({ deal, tab: "construction", tabs: [...ALL] });
    expect(initial.tab).toBe("construction");
    expect(initial.state.inputs.land.purchasePrice).toBe(1);
  });

  it("reports a damaged link and keeps the defaults", () => {
    const initial = initialDealState({ deal: "1l.abc.def", tab: "land", tabs: [...ALL] });
    expect(initial.problem).toBe("malformed");
    expect(initial.state).toEqual(defaultDealState());
  });

  it("reports a deal for a calculator that is not offered", () => {
    const deal = encodeDeal({ kind: "renovation", inputs: renovationDefaults });
    const initial = initialDealState({ deal, tabs: ["land"] });
    expect(initial.problem).toBe("unavailable");
    expect(initial.tab).toBe("land");
  });

  it("ignores an unknown tab", () => {
    expect(initialDealState({ tab: "mortgage", tabs: [...ALL] }).tab).toBe("land");
  });
});

describe("dealOf", () => {
  it("takes one tab's inputs, with the comps for a flip", () => {
    const state = defaultDealState();
    state.comps = [newComp([])];
    expect(dealOf(state, "flip")).toEqual({
      kind: "flip",
      inputs: flipDefaults,
      comps: state.comps,
    });
    expect(dealOf(state, "land")).toEqual({ kind: "land", inputs: landDefaults });
  });
});

describe("newComp", () => {
  it("uses the spec's 3 bedrooms and 2 bathrooms and a fresh short id", () => {
    const first = newComp([]);
    expect(first).toMatchObject({ id: "1", bedrooms: 3, bathrooms: 2, price: 0, squareFootage: 0 });
    const third = newComp([first, { ...first, id: "7" }]);
    expect(third.id).toBe("8");
  });
});

describe("initialDealOf", () => {
  it("is the deal the analyzer opens: a given deal on its tab, else the first tab's defaults", () => {
    const land = { kind: "land" as const, inputs: { ...landDefaults, purchasePrice: 60000 } };
    expect(initialDealOf({ deal: encodeDeal(land) })).toEqual(land);
    expect(initialDealOf({})).toEqual({ kind: "land", inputs: landDefaults });
    expect(initialDealOf({ tab: "renovation", deal: "broken" })).toEqual({
      kind: "renovation",
      inputs: renovationDefaults,
    });
  });
});
