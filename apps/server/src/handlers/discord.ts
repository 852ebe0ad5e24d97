import { rememberPaymentClient } from "../abuse/declines.ts";
import { limitPurchase, refuseAfterDeclines } from "../abuse/purchase-limits.ts";
import { intentIdOfSecret } from "../payments/payment-view.ts";
import { unauthorized } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { listRoleActions } from "../discord/role-action-list.ts";
import { discordConnectHandlers } from "./discord-connect.ts";
import { cleanJoin, createDiscordIntent } from "../discord/join.ts";
import { memberSubscription, subscribeMember } from "../discord/membership.ts";
import {
  cancelSubscription,
  ownedSubscription,
  reactivateSubscription,
  updatePaymentMethod,
} from "../subscriptions/manage.ts";
import { changePlan, previewPlanChange } from "../subscriptions/change-plan.ts";

/** The Discord membership (join, portal), account linking and the record of role delivery (issue 16). */
export function discordHandlers(services: Services): HandlerMap {
  const { discord, db } = services;
  return {
    async createDiscordSubscriptionIntent({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "discord-intent", client);
      await refuseAfterDeclines(services.limits.purchase, client);
      const join = cleanJoin({
        tier: body.tier,
        billingCycle: body.billing_cycle,
        email: body.email,
        fullName: body.name,
      });
      const intent = await createDiscordIntent(
        services,
        join,
        body.amount,
        body.attempt_id,
        user,
        body.promotion_code,
        body.trial,
      );
      const intentId = intentIdOfSecret(intent.client_secret);
      if (intentId) await rememberPaymentClient(services.db, intentId, client);
      return intent;
    },
    async subscribeDiscord({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "discord-subscribe", client);
      const join = cleanJoin({
        tier: body.tier,
        billingCycle: body.billing_cycle,
        email: body.email,
        fullName: body.full_name,
      });
      const proof = { clientSecret: body.client_secret, paymentIntentId: body.payment_intent_id };
      return subscribeMember(services, join, proof, user);
    },
    async getDiscordSubscription({ params, user }) {
      if (!user) throw unauthorized();
      return memberSubscription(services, user, params.userId);
    },
    async cancelDiscordSubscription({ params, query, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId, "discord");
      const { message, test_mode } = await cancelSubscription(
        services,
        owned,
        query.cancel_at_period_end,
      );
      return { message, test_mode };
    },
    async reactivateDiscordSubscription({ params, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId, "discord");
      const { message, test_mode } = await reactivateSubscription(services, owned);
      return { message, test_mode };
    },
    async previewDiscordPlanChange({ params, body, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId, "discord");
      return previewPlanChange(services, owned, body);
    },
    async changeDiscordPlan({ params, body, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId, "discord");
      return changePlan(services, owned, body);
    },
    async updateDiscordPaymentMethod({ body, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, body.subscription_id, "discord");
      return updatePaymentMethod(services, owned, body.payment_method_id);
    },
    async linkDiscordAccount({ user, body }) {
      if (!user) throw unauthorized();
      const linked = await discord.linkAccount(user.id, body.code, body.state);
      return {
        discord_user_id: linked.discordUserId,
        username: linked.username,
        tier: linked.tier,
        server_url: services.config.discord.serverUrl,
      };
    },
    ...discordConnectHandlers(services),
    async listDiscordRoleActions({ query }) {
      return listRoleActions(db, { status: query.status, limit: query.limit ?? 100 });
    },
  };
}
