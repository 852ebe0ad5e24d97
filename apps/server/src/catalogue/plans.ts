import type { components } from "@academy/api/contract";
import {
  CALCULATOR_PRICES_CENTS,
  COURSE_PRICES_CENTS,
  CURRENCY,
  DISCORD_PRICES_CENTS,
  type BillingCycle,
  type DiscordTier,
} from "../payments/prices.ts";
import type { CatalogueConfig } from "./catalogue-config.ts";
import { coursePaymentPlan } from "./payment-plan.ts";

export type PlanCatalogue = components["schemas"]["PlanCatalogue"];
export type CatalogueProduct = components["schemas"]["CatalogueProduct"];
export type CataloguePlan = components["schemas"]["CataloguePlan"];

/** The names billing gives the subscriptions' products (the provider's product names). */
export const PRODUCT_NAMES = {
  calculator: "Deal Analyzer Calculator",
  discord: { pro: "Discord Pro", community: "Discord Community" },
} as const satisfies {
  calculator: string;
  discord: Record<DiscordTier, string>;
};

const CYCLES: readonly BillingCycle[] = ["monthly", "yearly"];
const TIERS: readonly DiscordTier[] = ["pro", "community"];

function subscriptionPlans(
  id: string,
  prices: Readonly<Record<BillingCycle, number>>,
  trialDays: number,
): CataloguePlan[] {
  return CYCLES.map((cycle) => ({
    id: `${id}-${cycle}`,
    billing_cycle: cycle,
    amount_cents: prices[cycle],
    trial_days: trialDays,
  }));
}

/**
 * Everything we sell, as the front end reads it (GET /catalogue/plans). Built from the prices
 * billing charges (payments/prices.ts, the one home of every amount) and the courses table's
 * names, so a price shown is always the price charged. A course is listed only when it exists
 * and has a price.
 */
export function planCatalogue(
  courses: readonly { id: number; name: string }[],
  config: CatalogueConfig,
): PlanCatalogue {
  const courseProducts = courses.flatMap((course): CatalogueProduct[] => {
    const cents = COURSE_PRICES_CENTS[course.id];
    if (cents === undefined) return [];
    const id = `course-${course.id}`;
    return [
      {
        id,
        kind: "course",
        name: course.name,
        course_id: course.id,
        tier: null,
        plans: [{ id, billing_cycle: null, amount_cents: cents, trial_days: 0 }],
        ...coursePaymentPlan(id, cents, config.paymentPlanInstalments),
      },
    ];
  });
  const calculator: CatalogueProduct = {
    id: "calculator",
    kind: "calculator",
    name: PRODUCT_NAMES.calculator,
    course_id: null,
    tier: null,
    plans: subscriptionPlans("calculator", CALCULATOR_PRICES_CENTS, config.calculatorTrialDays),
  };
  const discord = TIERS.map((tier): CatalogueProduct => ({
    id: `discord-${tier}`,
    kind: "discord",
    name: PRODUCT_NAMES.discord[tier],
    course_id: null,
    tier,
    plans: subscriptionPlans(
      `discord-${tier}`,
      DISCORD_PRICES_CENTS[tier],
      config.discordTrialDays,
    ),
  }));
  return { currency: CURRENCY, products: [...courseProducts, calculator, ...discord] };
}
