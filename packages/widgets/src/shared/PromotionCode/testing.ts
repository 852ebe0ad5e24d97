import { calculatorPlan, discordPlan, type BillingCycle } from "@academy/api";
import { PLAN_CATALOGUE } from "@academy/api/mocks";
import { http, HttpResponse } from "msw";

/** The catalogue's list price of a subscription as codes name it (`calculator`, `discord:pro`). */
function listCents(product: string, cycle: BillingCycle): number | undefined {
  if (product === "calculator") return calculatorPlan(PLAN_CATALOGUE, cycle)?.amount_cents;
  const tier = /^discord:(pro|community)$/.exec(product)?.[1];
  return tier === "pro" || tier === "community"
    ? discordPlan(PLAN_CATALOGUE, tier, cycle)?.amount_cents
    : undefined;
}

/**
 * GET /promotion-codes/{code} for the calculator and Discord tiers as the server answers it:
 * `code` takes `percentOff` % off the first payment of the plan asked for; any other code is
 * unknown (stories and tests only).
 */
export const subscriptionPreviewHandler = (baseUrl: string, code: string, percentOff: number) =>
  http.get(`${baseUrl}/promotion-codes/:code`, ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    const product = query.get("product") ?? "";
    const cycle = query.get("billing_cycle") === "yearly" ? "yearly" : "monthly";
    const list = listCents(product, cycle);
    if (list === undefined || String(params["code"]).toUpperCase() !== code)
      return HttpResponse.json({ detail: "This promotion code does not exist." }, { status: 404 });
    const discount = Math.round((list * percentOff) / 100);
    return HttpResponse.json({
      code,
      product,
      list_amount: list,
      discount_amount: discount,
      amount: list - discount,
      currency: PLAN_CATALOGUE.currency,
      percent_off: percentOff,
      amount_off: null,
    });
  });
