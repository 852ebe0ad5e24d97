import type {
  BillingCycle,
  CataloguePaymentPlan,
  CataloguePlan,
  DiscordTier,
  PlanCatalogue,
} from "../types.ts";

/** A course's one-off plan, or undefined when the catalogue does not sell that course. */
export function coursePlan(catalogue: PlanCatalogue, courseId: number): CataloguePlan | undefined {
  return catalogue.products.find((product) => product.course_id === courseId)?.plans[0];
}

/** A course's monthly payment plan; undefined unless the server offers plans (issue 48). */
export function coursePaymentPlan(
  catalogue: PlanCatalogue,
  courseId: number,
): CataloguePaymentPlan | undefined {
  return (
    catalogue.products.find((product) => product.course_id === courseId)?.payment_plan ?? undefined
  );
}

/** The calculator's plan for a billing cycle. */
export function calculatorPlan(
  catalogue: PlanCatalogue,
  cycle: BillingCycle,
): CataloguePlan | undefined {
  return catalogue.products
    .find((product) => product.kind === "calculator")
    ?.plans.find((plan) => plan.billing_cycle === cycle);
}

/** A Discord tier's plan for a billing cycle. */
export function discordPlan(
  catalogue: PlanCatalogue,
  tier: DiscordTier,
  cycle: BillingCycle,
): CataloguePlan | undefined {
  return catalogue.products
    .find((product) => product.tier === tier)
    ?.plans.find((plan) => plan.billing_cycle === cycle);
}
