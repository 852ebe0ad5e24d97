import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./formatMoney.ts";

describe("formatMoney", () => {
  it.each([
    [123_456, "$1,234.56"],
    [99_700, "$997.00"],
    [4_999, "$49.99"],
    [-9_850, "-$98.50"],
    [0, "$0.00"],
  ])("%d cents -> %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it.each([
    [99_700, "$997"],
    [199_700, "$1,997"],
    [499_700, "$4,997"],
    [900, "$9"],
    [1_658, "$17"],
  ])("%d cents in whole dollars -> %s", (cents, text) => {
    expect(formatMoney(cents, { style: "whole" })).toBe(text);
  });

  it("reads the currency in either case", () => {
    expect(formatMoney(1_000, { currency: "EUR" })).toBe("€10.00");
    expect(formatMoney(1_000, { currency: "eur" })).toBe("€10.00");
  });

  it("never shows NaN or Infinity", () => {
    fc.assert(
      fc.property(fc.double(), (cents) => {
        expect(formatMoney(cents)).not.toMatch(/NaN|∞|Infinity/);
      }),
    );
    expect(formatMoney(Number.NaN)).toBe("—");
  });
});
