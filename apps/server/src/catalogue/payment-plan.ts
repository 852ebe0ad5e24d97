import type { components } from "@academy/api/contract";
import { instalmentCents } from "../payment-plans/plan-config.ts";

type CataloguePaymentPlan = components["schemas"]["CataloguePaymentPlan"];

/**
 * A course's payment plan as the catalogue lists it (issue 48 item 5): only while the setting
 * is on, so with it off the catalogue is exactly what it was. The instalment is the one
 * billing charges (payment-plans/plan-config.ts: equal payments that add up to the price).
 */
export function coursePaymentPlan(
  productId: string,
  priceCents: number,
  instalments: number,
): { payment_plan: CataloguePaymentPlan } | Record<string, never> {
  if (instalments === 0) return {};
  return {
    payment_plan: {
      id: `${productId}-plan-${instalments}`,
      instalments,
      instalment_cents: instalmentCents(priceCents, instalments),
      interval: "month",
    },
  };
}
