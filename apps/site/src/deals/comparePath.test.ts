import { describe, expect, it } from "vitest";
import { comparePath, parseCompareIds } from "./comparePath.ts";

describe("compare addresses", () => {
  it("round-trips two to four ids", () => {
    expect(comparePath([3, 1])).toBe("/deal-calculator/compare?ids=3,1");
    expect(parseCompareIds("3,1")).toEqual([3, 1]);
    expect(parseCompareIds("1,2,3,4")).toEqual([1, 2, 3, 4]);
  });

  it("refuses too few, too many, repeated or malformed ids", () => {
    for (const bad of [null, "", "1", "1,2,3,4,5", "1,1", "1,x", "0,2", "1.5,2", "1,,2"]) {
      expect(parseCompareIds(bad)).toBeNull();
    }
  });
});
