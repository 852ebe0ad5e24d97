import { describe, expect, it } from "vitest";
import type { AdminMetrics } from "@academy/api";
import { percent, periodDays, periodsOf, rate } from "./metricsFormat.ts";

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

  it("bounds a row's period by the range asked for: a week or month clipped at both ends", () => {
    const range = (granularity: AdminMetrics["granularity"]) =>
      ({ from: "2026-11-29", to: "2026-12-08", granularity }) as AdminMetrics;
    expect(periodDays("2026-11-23", range("week"))).toEqual({
      from: "2026-11-29",
      to: "2026-11-29",
    });
    expect(periodDays("2026-11-30", range("week"))).toEqual({
      from: "2026-11-30",
      to: "2026-12-06",
    });
    expect(periodDays("2026-12-01", range("month"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-08",
    });
    expect(periodDays("2026-12-02", range("day"))).toEqual({
      from: "2026-12-02",
      to: "2026-12-02",
    });
  });
});
