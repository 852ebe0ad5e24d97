/** Test helper: compares a result with hand-computed figures (test-only). */
import { expect } from "vitest";

/**
 * Asserts every key of `expected` on `actual`: numbers to 6 decimal places (floating point
 * may differ in the last bits from the hand arithmetic), everything else exactly. Also
 * asserts `expected` names every field of `actual` but the echoed `inputs`, so no figure
 * goes untested.
 */
export function expectFields(actual: object, expected: Record<string, unknown>): void {
  const fields = Object.keys(actual).filter((key) => key !== "inputs");
  expect(Object.keys(expected).sort()).toEqual(fields.sort());
  for (const [key, value] of Object.entries(expected)) {
    const got: unknown = new Map(Object.entries(actual)).get(key);
    if (typeof value === "number") {
      expect(got, key).toBeTypeOf("number");
      expect(got, key).toBeCloseTo(value, 6);
    } else {
      expect(got, key).toEqual(value);
    }
  }
}
