import type { HttpHandler } from "msw";
import { DISCORD_MOCK_PRICES } from "./discord-plan-handlers.ts";
import type { MockState } from "./mock-state.ts";

/** The Discord membership: subscribing, the subscription, cancel, reactivate and the card. */
export function createDiscordMockHandlers(state: MockState): HttpHandler[] {
  const {
    http,
    testMode,
    discordSubscriptions,
    next,
    detail,
    tokensFor,
    currentUser,
    canSee,
    findUserByEmail,
    createUser,
  } = state;
  return [
    // ------------------------------------------------------------ Discord
    http.post("/discord/create-subscription-intent", ({ response }) =>
      response(200).json({
        client_secret: `pi_mock_${next()}_secret_mock`,
        customer_id: `cus_mock_${next()}`,
      }),
    ),
    http.post("/discord/subscribe", async ({ request, response }) => {
      const body = await request.json();
      const user =
        currentUser(request) ??
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name, `Temp-${next()}-Pass`);
      const now = new Date();
      const end = new Date(now);
      if (body.billing_cycle === "yearly") end.setFullYear(end.getFullYear() + 1);
      else end.setMonth(end.getMonth() + 1);
      const subscription = {
        id: next(),
        tier: body.tier,
        status: "active",
        amount_cents: DISCORD_MOCK_PRICES[body.tier][body.billing_cycle],
        billing_cycle: body.billing_cycle,
        current_period_start: now.toISOString(),
        current_period_end: end.toISOString(),
        next_billing_date: end.toISOString(),
        cancel_at_period_end: false,
      };
      discordSubscriptions.set(user.id, subscription);
      return response(200).json({ ...tokensFor(user), subscription, existing_account: false });
    }),
    http.get("/discord/subscription/{userId}", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!canSee(user, Number(params.userId))) return response(403).json(detail("Not allowed"));
      const subscription = discordSubscriptions.get(Number(params.userId));
      return subscription
        ? response(200).json(subscription)
        : response(404).json(detail("No active subscription"));
    }),
    http.post("/discord/cancel/{subscriptionId}", ({ request, params, query, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const subscription = [...discordSubscriptions.values()].find(
        (candidate) => candidate.id === Number(params.subscriptionId),
      );
      if (!subscription) return response(404).json(detail("Subscription not found"));
      const atPeriodEnd = query.get("cancel_at_period_end") !== "false";
      if (atPeriodEnd) {
        subscription.cancel_at_period_end = true;
        subscription.next_billing_date = null;
      } else {
        subscription.status = "canceled";
      }
      return response(200).json({
        message: atPeriodEnd
          ? "Subscription will be cancelled at the end of the billing period"
          : "Subscription cancelled",
        test_mode: testMode,
      });
    }),
    http.post("/discord/reactivate/{subscriptionId}", ({ request, params, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const subscription = [...discordSubscriptions.values()].find(
        (candidate) => candidate.id === Number(params.subscriptionId),
      );
      if (!subscription) return response(404).json(detail("Subscription not found"));
      subscription.cancel_at_period_end = false;
      subscription.next_billing_date = subscription.current_period_end;
      return response(200).json({ message: "Subscription reactivated successfully!" });
    }),
    http.post("/discord/update-payment-method", async ({ request, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      const body = await request.json();
      const known = [...discordSubscriptions.values()].some(
        (candidate) => candidate.id === body.subscription_id,
      );
      if (!known) return response(404).json(detail("Subscription not found"));
      return response(200).json({ message: "Payment method updated successfully!" });
    }),
  ];
}
