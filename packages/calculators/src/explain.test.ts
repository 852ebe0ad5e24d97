import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeConstruction } from "./construction.ts";
import { explain } from "./explain.ts";
import { analyzeFlip } from "./flip.ts";
import { analyzeLand } from "./land.ts";
import { analyzeRenovation } from "./renovation.ts";
import { deal, hostileNumber, RUNS } from "./testing/arbitraries.ts";
import type { AnyResults, Deal } from "./types.ts";

function analyze(d: Deal): AnyResults {
  switch (d.kind) {
    case "land":
      return analyzeLand(d.inputs);
    case "flip":
      return analyzeFlip(d.inputs, d.comps);
    case "renovation":
      return analyzeRenovation(d.inputs);
    case "construction":
      return analyzeConstruction(d.inputs);
  }
}

describe("explain properties", () => {
  it("always explains with real numbers, each line as '<label> = ...'", () => {
    fc.assert(
      fc.property(deal(hostileNumber), (d) => {
        const lines = explain(analyze(d));
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.formula.startsWith(`${line.label} = `)).toBe(true);
          expect(line.formula).not.toMatch(/NaN|Infinity|undefined/);
        }
      }),
      RUNS,
    );
  });
});
