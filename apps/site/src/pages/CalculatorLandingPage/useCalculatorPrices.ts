import { calculatorPlan, usePlanCatalogue } from "@academy/api";
import { formatMoney } from "@academy/ui";

/** The calculator's prices as shown ("$9", "$90"); null until the catalogue answers. */
export function useCalculatorPrices(): { monthly: string; yearly: string } | null {
  const known = usePlanCatalogue();
  if (known.status !== "ready") return null;
  const monthly = calculatorPlan(known.catalogue, "monthly")?.amount_cents;
  const yearly = calculatorPlan(known.catalogue, "yearly")?.amount_cents;
  if (monthly === undefined || yearly === undefined) return null;
  return {
    monthly: formatMoney(monthly, { style: "whole" }),
    yearly: formatMoney(yearly, { style: "whole" }),
  };
}
