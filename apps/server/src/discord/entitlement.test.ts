import { describe, expect, it } from "vitest";
import { entitledTier, recheckAt, type MembershipState } from "./entitlement.ts";

const now = new Date("2026-11-24T12:00:00Z");
const later = new Date("2026-12-24T12:00:00Z");
const earlier = new Date("2026-11-24T11:59:59Z");
const state = (changes: Partial<MembershipState>): MembershipState => ({
  userId: 1,
  tier: "community",
  status: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: later,
  ...changes,
});

describe("entitledTier", () => {
  it.each([
    ["active", "community"],
    ["trialing", "community"],
    ["past_due", "community"],
    ["unpaid", null],
    ["canceled", null],
    ["incomplete", null],
    ["incomplete_expired", null],
    ["paused", null],
    ["something-new", null],
  ])("%s gives %s", (status, tier) => {
    expect(entitledTier(state({ status }), now)).toBe(tier);
  });

  it("keeps a cancelled-at-period-end role until the period ends, then not", () => {
    expect(entitledTier(state({ cancelAtPeriodEnd: true }), now)).toBe("community");
    expect(recheckAt(state({ cancelAtPeriodEnd: true }), now)).toEqual(later);
    const ended = state({ cancelAtPeriodEnd: true, currentPeriodEnd: earlier });
    expect(entitledTier(ended, now)).toBeNull();
    expect(recheckAt(ended, now)).toBeNull();
  });

  it("needs no recheck without a scheduled cancellation", () => {
    expect(recheckAt(state({}), now)).toBeNull();
    expect(entitledTier(state({ currentPeriodEnd: earlier }), now)).toBe("community");
  });
});
