import { describe, expect, it } from "vitest";
import { eventDayIsPast, formatEventDay, parseEventDay } from "./eventDay.ts";

describe("event days (the Grand Opening banner, issue #50)", () => {
  it("writes the spec's day as the spec does", () => {
    expect(formatEventDay({ year: 2026, month: 3, day: 15 })).toBe("March 15th, 2026");
    expect(formatEventDay({ year: 2027, month: 1, day: 1 })).toBe("January 1st, 2027");
    expect(formatEventDay({ year: 2027, month: 5, day: 22 })).toBe("May 22nd, 2027");
    expect(formatEventDay({ year: 2027, month: 6, day: 3 })).toBe("June 3rd, 2027");
    expect(formatEventDay({ year: 2027, month: 6, day: 11 })).toBe("June 11th, 2027");
    expect(formatEventDay({ year: 2027, month: 6, day: 13 })).toBe("June 13th, 2027");
  });
  it("reads YYYY-MM-DD and refuses anything else", () => {
    expect(parseEventDay("2026-03-15")).toEqual({ year: 2026, month: 3, day: 15 });
    expect(parseEventDay(" 2027-02-28 ")).toEqual({ year: 2027, month: 2, day: 28 });
    expect(parseEventDay("2027-02-30")).toBeNull();
    expect(parseEventDay("March 15th")).toBeNull();
    expect(parseEventDay("")).toBeNull();
  });
  it("is past only once its whole day is over", () => {
    const day = { year: 2026, month: 3, day: 15 };
    expect(eventDayIsPast(day, new Date(2026, 2, 15, 23, 59))).toBe(false);
    expect(eventDayIsPast(day, new Date(2026, 2, 16, 0, 0))).toBe(true);
    expect(eventDayIsPast(day, new Date(2026, 0, 1))).toBe(false);
  });
});
