import { describe, expect, it } from "vitest";
import {
  CONSTRUCTION_BADGES,
  CONSTRUCTION_RECOMMENDATIONS,
  FLIP_BADGES,
  FLIP_RECOMMENDATIONS,
  LAND_BADGES,
  LAND_RECOMMENDATIONS,
  RENOVATION_BADGES,
  RENOVATION_RECOMMENDATIONS,
} from "./constants.ts";
import { figureIsGreen, rate } from "./rating.ts";

describe("spec section 4 thresholds", () => {
  it.each([
    [
      LAND_BADGES,
      [
        [70, "green"],
        [69.9, "yellow"],
        [50, "yellow"],
        [49.9, "red"],
      ],
    ],
    [
      LAND_RECOMMENDATIONS,
      [
        [70, "Strong Buy"],
        [69, "Good Deal"],
        [50, "Good Deal"],
        [49, "Fair Deal"],
        [30, "Fair Deal"],
        [29, "Pass"],
      ],
    ],
    [
      FLIP_BADGES,
      [
        [20, "green"],
        [19.9, "yellow"],
        [10, "yellow"],
        [9.9, "red"],
      ],
    ],
    [
      FLIP_RECOMMENDATIONS,
      [
        [20, "Excellent Deal"],
        [19.9, "Good Deal"],
        [15, "Good Deal"],
        [14.9, "Marginal"],
        [10, "Marginal"],
        [9.9, "Pass"],
      ],
    ],
    [
      RENOVATION_BADGES,
      [
        [50, "green"],
        [49.9, "yellow"],
        [30, "yellow"],
        [29.9, "red"],
      ],
    ],
    [
      RENOVATION_RECOMMENDATIONS,
      [
        [70, "Highly Profitable"],
        [69.9, "Good Investment"],
        [50, "Good Investment"],
        [49.9, "Fair"],
        [30, "Fair"],
        [29.9, "Not Recommended"],
      ],
    ],
    [
      CONSTRUCTION_BADGES,
      [
        [20, "green"],
        [19.9, "yellow"],
        [15, "yellow"],
        [14.9, "red"],
      ],
    ],
    [
      CONSTRUCTION_RECOMMENDATIONS,
      [
        [25, "Excellent Project"],
        [24.9, "Good Project"],
        [20, "Good Project"],
        [19.9, "Marginal"],
        [15, "Marginal"],
        [14.9, "Pass"],
      ],
    ],
  ] as const)("table %#", (table, cases) => {
    for (const [figure, expected] of cases) expect(rate(figure, table), `${figure}`).toBe(expected);
  });

  it("colours the headline figure green at 15 (flip), 20 (construction), 50 (renovation)", () => {
    expect(figureIsGreen("flip", 15)).toBe(true);
    expect(figureIsGreen("flip", 14.99)).toBe(false);
    expect(figureIsGreen("construction", 20)).toBe(true);
    expect(figureIsGreen("construction", 19.99)).toBe(false);
    expect(figureIsGreen("renovation", 50)).toBe(true);
    expect(figureIsGreen("renovation", 49.99)).toBe(false);
  });
});
