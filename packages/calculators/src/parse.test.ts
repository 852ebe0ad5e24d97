import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayInputValue, parseNumericInput } from "./parse.ts";
import { anyString, RUNS } from "./testing/arbitraries.ts";

describe("parseNumericInput (spec section 5)", () => {
  it.each([
    ["250000", {}, 250_000],
    ["$1,250.75", {}, 1_250.75],
    ["-5", {}, 5], // the minus sign is stripped: never negative
    ["", {}, 0],
    [".", {}, 0],
    ["abc", {}, 0],
    ["1.2.3", {}, 1.2], // the leading number of what remains
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
