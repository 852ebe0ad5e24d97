import { describe, expect, it } from "vitest";
import { PREVIEW_HOLDS_SECONDS, prorationInstant } from "./plan-change.ts";

const period = { start: 1_000_000, end: 1_000_000 + 30 * 86_400 };
const now = period.start + 10 * 86_400;

describe("prorationInstant (issue #50: the preview's cents are the change's)", () => {
  it("prices the change at the confirmed preview's instant while it is fresh", () => {
    expect(prorationInstant(now, now - 600, period)).toBe(now - 600);
    expect(prorationInstant(now, now - PREVIEW_HOLDS_SECONDS, period)).toBe(
      now - PREVIEW_HOLDS_SECONDS,
    );
  });
  it("leaves the provider's now for no preview, a stale one or one outside the period", () => {
    expect(prorationInstant(now, undefined, period)).toBeUndefined();
    expect(prorationInstant(now, now - PREVIEW_HOLDS_SECONDS - 1, period)).toBeUndefined();
    // Later than now (beyond a minute's clock skew) would make an upgrade cheaper.
    expect(prorationInstant(now, now + 60, period)).toBe(now + 60);
    expect(prorationInstant(now, now + 61, period)).toBeUndefined();
    expect(prorationInstant(period.start + 60, period.start - 1, period)).toBeUndefined();
    expect(prorationInstant(period.end, period.end, period)).toBeUndefined();
  });
});
