import { describe, expect, it } from "vitest";
import { MEASURED_WIDTHS, reservedHeight } from "./reserve.ts";

describe("reservedHeight", () => {
  it("gives the measured height at a measured width", () => {
    expect(reservedHeight(1300, "flip")).toBe(1088);
    expect(reservedHeight(600, "land")).toBe(1465);
  });

  it("interpolates between measured widths and clamps outside them", () => {
    // Halfway between 1000 (1123) and 1100 (1088).
    expect(reservedHeight(1050, "flip")).toBe(1106);
    expect(reservedHeight(100, "land")).toBe(reservedHeight(MEASURED_WIDTHS[0], "land"));
    expect(reservedHeight(4000, "land")).toBe(1061);
  });

  it("is taller when the analyzer is narrow and stacks its panels", () => {
    for (const calculator of ["land", "flip", "renovation", "construction"]) {
      expect(reservedHeight(375, calculator)).toBeGreaterThan(reservedHeight(1200, calculator));
    }
  });

  it("uses the land heights for a missing or unknown calculator", () => {
    expect(reservedHeight(1300, undefined)).toBe(1061);
    expect(reservedHeight(1300, "mortgage")).toBe(1061);
  });
});
