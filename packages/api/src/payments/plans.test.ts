import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "../mocks/fixtures.ts";
import { calculatorPlan, coursePlan, discordPlan } from "./plans.ts";

describe("plan look-ups", () => {
  it("finds each product's plan by course, cycle and tier", () => {
    expect(coursePlan(PLAN_CATALOGUE, 3)?.amount_cents).toBe(499_700);
    expect(calculatorPlan(PLAN_CATALOGUE, "yearly")?.id).toBe("calculator-yearly");
    expect(discordPlan(PLAN_CATALOGUE, "community", "monthly")?.amount_cents).toBe(9_700);
  });

  it("answers undefined for what is not sold", () => {
    expect(coursePlan(PLAN_CATALOGUE, 99)).toBeUndefined();
    expect(calculatorPlan({ ...PLAN_CATALOGUE, products: [] }, "monthly")).toBeUndefined();
  });
});
