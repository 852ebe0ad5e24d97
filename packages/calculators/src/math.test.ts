import { describe, expect, it } from "vitest";
import {
  applyChange,
  isAbove,
  isAtLeast,
  loanInterest,
  percentOf,
  ratioPct,
  sanitizeAmount,
  sanitizeChoice,
  sanitizeFlag,
  sanitizeText,
} from "./math.ts";

describe("sanitizeAmount", () => {
  it.each([
    [42, 42],
    [0.5, 0.5],
    [0, 0],
    [-0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [-Infinity, 0],
    [1e-7, 0], // dust
    [1e-6, 1e-6],
    [1e13, 1e12],
    ["12", 0],
    [undefined, 0],
  ])("%s becomes %s", (raw, expected) => {
    expect(Object.is(sanitizeAmount(raw), expected)).toBe(true);
  });

  it("caps at a given maximum", () => {
    expect(sanitizeAmount(90, 70)).toBe(70);
  });
});

describe("other sanitizers", () => {
  it("sanitizeText keeps strings only", () => {
    expect(sanitizeText("a")).toBe("a");
    expect(sanitizeText(3)).toBe("");
  });

  it("sanitizeFlag accepts only true", () => {
    expect(sanitizeFlag(true)).toBe(true);
    expect(sanitizeFlag("true")).toBe(false);
    expect(sanitizeFlag(1)).toBe(false);
  });

  it("sanitizeChoice falls back for unknown values", () => {
    expect(sanitizeChoice("b", ["a", "b"], "a")).toBe("b");
    expect(sanitizeChoice("z", ["a", "b"], "a")).toBe("a");
  });
});

describe("arithmetic helpers", () => {
  it("percentOf multiplies first so whole amounts stay exact", () => {
    // 75,000 x 2.5 / 100 = 1,875 exactly; 0.07 x 100 would be 7.000000000000001
    expect(percentOf(75_000, 2.5)).toBe(1_875);
    expect(percentOf(100, 7)).toBe(7);
  });

  it("ratioPct guards non-positive denominators", () => {
    expect(ratioPct(1, 4)).toBe(25);
    expect(ratioPct(1, 0)).toBe(0);
    expect(ratioPct(1, -4)).toBe(0);
  });

  it("threshold comparisons forgive 1e-9 of noise", () => {
    expect(isAtLeast(19.999999999999996, 20)).toBe(true);
    expect(isAtLeast(19.99, 20)).toBe(false);
    expect(isAbove(20.000000000000004, 20)).toBe(false);
    expect(isAbove(20.001, 20)).toBe(true);
  });

  it("applyChange scales by a percent change", () => {
    expect(applyChange(200, -10)).toBe(180);
    expect(applyChange(200, 5)).toBe(210);
  });

  it("loanInterest = balance x annual rate / 12 x months", () => {
    // 225,000 x 8.5 % / 12 x 6 = 9,562.50
    expect(loanInterest(225_000, 8.5, 6)).toBe(9_562.5);
  });
});
