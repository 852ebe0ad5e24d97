import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatCompactCurrency,
  formatCurrency,
  formatPercent,
  formatPerSqFt,
  formatQuantity,
  formatRate,
  formatRatio,
} from "./format.ts";

describe("formatCurrency: US dollars, no decimals", () => {
  it.each([
    [87_500, "$87,500"],
    [0, "$0"],
    [11_437.5, "$11,438"], // half rounds away from zero
    [-7_657.5, "-$7,658"],
    [-0.4, "$0"], // rounds to zero: no minus sign
    [-0, "$0"],
    [1e12, "$1,000,000,000,000"],
    [Number.NaN, "$0"],
    [Infinity, "$0"],
  ])("%s -> %s", (n, text) => {
    expect(formatCurrency(n)).toBe(text);
  });
});

describe("formatCompactCurrency: three significant digits for narrow tables", () => {
  it.each([
    [151_234, "$151K"],
    [-12_345, "-$12.3K"],
    [1_234_567, "$1.23M"],
    [950, "$950"],
    [-0.4, "$0"],
    [Number.NaN, "$0"],
  ])("%s -> %s", (n, text) => {
    expect(formatCompactCurrency(n)).toBe(text);
  });
});

describe("formatPercent: 1 decimal", () => {
  it.each([
    [14.285714285714286, "14.3%"],
    [20, "20.0%"],
    [-2.3634, "-2.4%"],
    [-0.04, "0.0%"],
    [1_234.56, "1,234.6%"],
    [Number.NaN, "0.0%"],
  ])("%s -> %s", (n, text) => {
    expect(formatPercent(n)).toBe(text);
  });
});

describe("formatPerSqFt: 2 decimals in results, 0 in comp rows", () => {
  it("formats results with cents", () => {
    expect(formatPerSqFt(180)).toBe("$180.00");
    expect(formatPerSqFt(195.7)).toBe("$195.70");
    // Intl rounds the shortest decimal form "1.005", as a person would, half away from zero
    expect(formatPerSqFt(-1.005)).toBe("-$1.01");
  });

  it("formats comp rows without decimals", () => {
    expect(formatPerSqFt(183.33, { decimals: 0 })).toBe("$183");
    expect(formatPerSqFt(183.33, { decimals: 2 })).toBe("$183.33");
  });
});

describe("quantities and rates in explanations", () => {
  it("shows up to 4 decimals, grouped", () => {
    expect(formatQuantity(1_800)).toBe("1,800");
    expect(formatQuantity(0.25)).toBe("0.25");
    expect(formatRate(8.5)).toBe("8.5%");
    expect(formatRate(2.25)).toBe("2.25%");
  });
});

describe("formatCents and formatRatio: two decimals", () => {
  it.each([
    [1_247.4421784, "$1,247.44"],
    [-0.004, "$0.00"],
    [Number.NaN, "$0.00"],
  ])("cents %s -> %s", (n, text) => {
    expect(formatCents(n)).toBe(text);
  });

  it.each([
    [1.0932771, "1.09"],
    [2.634683, "2.63"],
    [-0.5, "-0.50"],
    [Infinity, "0.00"],
  ])("ratio %s -> %s", (n, text) => {
    expect(formatRatio(n)).toBe(text);
  });
});
