import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  displayInputValue,
  droppedFraction,
  exceededCap,
  normalizeNumericText,
  parseNumericInput,
} from "./parse.ts";
import { anyString, RUNS } from "./testing/arbitraries.ts";

describe("parseNumericInput (spec section 5)", () => {
  it.each([
    ["250000", {}, 250_000],
    ["$1,250.75", {}, 1_250.75],
    ["-5", {}, 5], // the minus sign is stripped: never negative
    ["", {}, 0],
    [".", {}, 0],
    ["abc", {}, 0],
    ["1.2.3", {}, 1.23], // only the first point counts
    [".5", {}, 0.5],
    ["1e5", {}, 15], // "e" is stripped like any letter
    ["0.0000001", {}, 0], // dust
    ["1999.99", { integer: true }, 1_999],
    ["75", { max: 70 }, 70],
    ["70", { max: 70 }, 70],
    ["69.5", { max: 70 }, 69.5],
    ["12", { integer: true, max: 10 }, 10],
    ["5", { max: Number.NaN }, 5],
    ["5", { max: -1 }, 5],
    ["5", { max: 0 }, 0],
    ["9".repeat(400), {}, 1e12], // parses as Infinity: capped
    ["2000000000000", {}, 1e12],
  ] as const)("%j with %j -> %f", (raw, options, expected) => {
    expect(parseNumericInput(raw, options)).toBe(expected);
  });

  it("works without options", () => {
    expect(parseNumericInput("7")).toBe(7);
  });

  it("always gives a finite number from 0 to 1e12 (integer when asked)", () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (raw, integer) => {
        const value = parseNumericInput(raw, { integer });
        expect(Number.isFinite(value) && value >= 0 && value <= 1e12).toBe(true);
        if (integer) expect(Number.isInteger(value)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("displayInputValue", () => {
  it("shows 0 as an empty box", () => {
    expect(displayInputValue(0)).toBe("");
    expect(displayInputValue(Number.NaN)).toBe("");
    expect(displayInputValue(12.5)).toBe("12.5");
  });
});

describe("normalizeNumericText (what a box shows after an edit)", () => {
  it.each([
    // A whole-dollar box shows the typed fraction but counts without it (issue #50).
    ["75000.99", { integer: true }, "75000.99", 75_000],
    ["75000.", { integer: true }, "75000.", 75_000],
    ["0.5", { integer: true }, "0.5", 0],
    ["7a", {}, "7", 7], // letters disappear
    ["a", {}, "", 0],
    ["0", {}, "", 0], // 0 is an empty box
    ["007", {}, "7", 7],
    ["85", { max: 70 }, "70", 70], // a cap shows the cap
    ["70.5", { max: 70 }, "70", 70],
    ["70.", { max: 70 }, "70.", 70],
    ["90.", { max: 70 }, "70.", 70],
    ["90.0", { max: 70 }, "70.0", 70], // as typed key by key: 70, then "70.", then "70.0"
    ["90.5", { max: 70 }, "70", 70],
    ["500.5.", { max: 70 }, "70.", 70], // "500.5" shows "70"; the last point then follows it
    ["500.5.0", { max: 70 }, "70.0", 70],
    ["5.", { max: 0 }, "0.", 0],
    ["12.50", {}, "12.50", 12.5], // a decimal being typed stays as typed
    [".", {}, "0.", 0],
    [".5", {}, "0.5", 0.5],
    ["00.5", {}, "0.5", 0.5],
    ["1.2.3", {}, "1.23", 1.23],
    ["0.0000001", {}, "0.0000001", 0], // dust counts as 0 but stays while typed
    [`${"9".repeat(400)}.5`, {}, "1000000000000", 1e12],
    ["$1,250", { integer: true }, "1250", 1_250],
  ] as const)("%j with %j shows %j (%f)", (raw, rule, text, value) => {
    expect(normalizeNumericText(raw, rule)).toEqual({ text, value });
  });

  it("works without a rule", () => {
    expect(normalizeNumericText("7")).toEqual({ text: "7", value: 7 });
  });

  const rules = fc.constantFrom({}, { integer: true }, { max: 70 }, { integer: true, max: 10 });
  const typing = fc.string({ unit: fc.constantFrom("0", "1", "5", "9", ".", "a", "-", ",") });

  it("gives the same text and value typed one key at a time as pasted at once", () => {
    fc.assert(
      fc.property(fc.oneof(typing, anyString), rules, (raw, rule) => {
        let shown = "";
        for (const key of raw) shown = normalizeNumericText(shown + key, rule).text;
        const pasted = normalizeNumericText(raw, rule);
        expect(shown).toBe(pasted.text);
        expect(normalizeNumericText(shown, rule).value).toBe(pasted.value);
        expect(pasted.value).toBe(parseNumericInput(raw, rule));
      }),
      RUNS,
    );
  });

  it("shows text that means its own value (normalizing again changes nothing)", () => {
    fc.assert(
      fc.property(fc.oneof(typing, anyString), rules, (raw, rule) => {
        const once = normalizeNumericText(raw, rule);
        expect(normalizeNumericText(once.text, rule)).toEqual(once);
      }),
      RUNS,
    );
  });
});

describe("droppedFraction and exceededCap (issue #50: say why, never silently)", () => {
  it("flags a fraction typed into a whole-number box, only when it changes the value", () => {
    expect(droppedFraction("75000.99", { integer: true })).toBe(true);
    expect(droppedFraction("$1,250.5", { integer: true })).toBe(true);
    expect(droppedFraction("75000.", { integer: true })).toBe(false);
    expect(droppedFraction("75000.00", { integer: true })).toBe(false);
    expect(droppedFraction("75000.99", {})).toBe(false);
  });
  it("flags a value above a box's cap", () => {
    expect(exceededCap("85", { max: 70 })).toBe(true);
    expect(exceededCap("70", { max: 70 })).toBe(false);
    expect(exceededCap("70.5", { max: 70 })).toBe(true);
    expect(exceededCap("85", {})).toBe(false);
  });
  it("agrees with the value: a flagged cap means the box holds the cap", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const rule = { max: 70 };
        if (exceededCap(raw, rule)) expect(parseNumericInput(raw, rule)).toBe(70);
        else expect(parseNumericInput(raw, rule)).toBe(parseNumericInput(raw));
      }),
      RUNS,
    );
  });
});
