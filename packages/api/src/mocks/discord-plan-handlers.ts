import type { HttpHandler } from "msw";
import type { MockState } from "./mock-state.ts";

/** The server's catalogue of Discord prices in cents (pro and community, monthly and yearly). */
export const DISCORD_MOCK_PRICES = {
  pro: { monthly: 19_700, yearly: 199_700 },
  community: { monthly: 9_700, yearly: 99_700 },
} as const;

type Tier = keyof typeof DISCORD_MOCK_PRICES;
type Cycle = "monthly" | "yearly";

/**
 * The portal's plan change (issue 27): a preview prorated by the unused part of the period, as
 * the server's provider does (the same cycle keeps the period, another one starts it now), and
 * the change itself.
 */
export function createDiscordPlanMockHandlers(
  state: Pick<MockState, "http" | "currentUser" | "discordSubscriptions" | "detail">,
): HttpHandler[] {
  const { http, currentUser, discordSubscriptions, detail } = state;
  const find = (id: string) =>
    [...discordSubscriptions.values()].find((candidate) => candidate.id === Number(id));

  function prorate(
    from: { start: string; end: string; cents: number; cycle: string },
    to: { tier: Tier; cycle: Cycle },
  ) {
    const now = Date.now();
    const start = Date.parse(from.start);
    const end = Date.parse(from.end);
    const unused = end > start ? Math.min(1, Math.max(0, (end - now) / (end - start))) : 0;
    const price = DISCORD_MOCK_PRICES[to.tier][to.cycle];
    const credit = Math.round(from.cents * unused);
    const sameCycle = from.cycle === to.cycle;
    const total = sameCycle ? Math.round(price * unused) - credit : price - credit;
    const next = new Date(sameCycle ? end : now);
    if (!sameCycle)
      next.setFullYear(
        next.getFullYear() + (to.cycle === "yearly" ? 1 : 0),
        next.getMonth() + (to.cycle === "monthly" ? 1 : 0),
      );
    return {
      tier: to.tier,
      billing_cycle: to.cycle,
      amount_cents: price,
      due_now_cents: Math.max(0, total),
      credit_cents: Math.max(0, -total),
      next_charge_date: next.toISOString(),
      next_charge_cents: Math.max(0, price + Math.min(0, total)),
      currency: "usd",
    };
  }

  const previewOf = (
    subscription: {
      current_period_start: string;
      current_period_end: string;
      amount_cents: number;
      billing_cycle: string;
      cancel_at_period_end: boolean;
    },
    body: { tier: Tier; billing_cycle: Cycle },
  ) => ({
    ...prorate(
      {
        start: subscription.current_period_start,
        end: subscription.current_period_end,
        cents: subscription.amount_cents,
        cycle: subscription.billing_cycle,
      },
      { tier: body.tier, cycle: body.billing_cycle },
    ),
    // As the server does: a change renews a membership set to end with its period.
    cancellation_lifted: subscription.cancel_at_period_end,
  });

  /** What the preview and the change both check first, as the server does, and what was asked. */
  async function planRequest(request: Request, subscriptionId: string) {
    if (!currentUser(request)) return { status: 401, refused: "Not authenticated" } as const;
    const subscription = find(subscriptionId);
    if (!subscription) return { status: 404, refused: "Subscription not found" } as const;
    const body = (await request.json()) as { tier: Tier; billing_cycle: Cycle };
    if (subscription.tier === body.tier && subscription.billing_cycle === body.billing_cycle)
      return { status: 409, refused: "You are already on this plan." } as const;
    return { subscription, body };
  }

  return [
    http.post(
      "/discord/change-plan/{subscriptionId}/preview",
      async ({ request, params, response }) => {
        const asked = await planRequest(request, params.subscriptionId);
        if (asked.status) return response(asked.status).json(detail(asked.refused));
        return response(200).json(previewOf(asked.subscription, asked.body));
      },
    ),
    http.post("/discord/change-plan/{subscriptionId}", async ({ request, params, response }) => {
      const asked = await planRequest(request, params.subscriptionId);
      if (asked.status) return response(asked.status).json(detail(asked.refused));
      const { subscription, body } = asked;
      const preview = previewOf(subscription, body);
      if (subscription.billing_cycle !== body.billing_cycle) {
        subscription.current_period_start = new Date().toISOString();
        subscription.current_period_end = preview.next_charge_date;
        subscription.next_billing_date = preview.next_charge_date;
      }
      subscription.tier = body.tier;
      subscription.billing_cycle = body.billing_cycle;
      subscription.amount_cents = preview.amount_cents;
      subscription.cancel_at_period_end = false;
      const name = body.tier === "pro" ? "Discord Pro" : "Discord Community";
      const changed = `Your plan is now ${name} (${body.billing_cycle}).`;
      return response(200).json({
        message: preview.cancellation_lifted
          ? `${changed} Your membership was set to end with this period; it now renews instead.`
          : changed,
        test_mode: true,
        charged_cents: preview.due_now_cents,
        credited_cents: preview.credit_cents,
        cancellation_lifted: preview.cancellation_lifted,
        subscription,
      });
    }),
  ];
}
