import { describe, expect, it } from "vitest";
import { percent, periodsOf, rate } from "./metricsFormat.ts";

describe("metrics formatting", () => {
  it("names every period as the server's date_trunc does: days, Monday weeks, months", () => {
    expect(periodsOf("2026-11-29", "2026-12-01", "day")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
    ]);
    // 2026-11-29 is a Sunday: its week began on Monday the 23rd.
    expect(periodsOf("2026-11-29", "2026-12-08", "week")).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
    ]);
    expect(periodsOf("2026-11-15", "2027-01-02", "month")).toEqual([
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
    ]);
    expect(periodsOf("nonsense", "2026-01-01", "day")).toEqual([]);
  });

  it("never shows NaN: shares and rates of nothing", () => {
    expect(percent(Number.NaN)).toBe("0.0%");
    expect(percent(0.0375)).toBe("3.8%");
    expect(rate(0, 0)).toBe("—");
    expect(rate(38, 50)).toBe("76.0%");
  });
});
