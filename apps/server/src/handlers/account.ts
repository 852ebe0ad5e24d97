import { unauthorized } from "../http/errors.ts";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import { receiptPdf } from "../receipts/receipt-download.ts";
import type { Services } from "../services.ts";
import { listAccountPayments } from "../receipts/account-payments.ts";
import { listAccountSubscriptions } from "../subscriptions/account.ts";
import {
  cancelSubscription,
  ownedSubscription,
  reactivateSubscription,
  startCardUpdate,
  updatePaymentMethod,
} from "../subscriptions/manage.ts";

/** The account page: every subscription the user pays for, and their payment history (issue 16). */
export function accountHandlers(services: Services): HandlerMap {
  return {
    async listAccountSubscriptions({ user }) {
      if (!user) throw unauthorized();
      return listAccountSubscriptions(services, user.id);
    },
    async cancelAccountSubscription({ params, query, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId);
      const atPeriodEnd = query.cancel_at_period_end ?? true;
      const { message, test_mode } = await cancelSubscription(services, owned, atPeriodEnd);
      return { message, test_mode };
    },
    async reactivateAccountSubscription({ params, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId);
      const { message, test_mode } = await reactivateSubscription(services, owned);
      return { message, test_mode };
    },
    async createSubscriptionSetupIntent({ params, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId);
      return startCardUpdate(services, owned);
    },
    async updateAccountPaymentMethod({ params, body, user }) {
      if (!user) throw unauthorized();
      const owned = await ownedSubscription(services, user.id, params.subscriptionId);
      return updatePaymentMethod(services, owned, body.payment_method_id);
    },
    async listAccountPayments({ user }) {
      if (!user) throw unauthorized();
      return listAccountPayments(services, user.id);
    },
    async downloadAccountReceipt({ params, reply, user }) {
      if (!user) throw unauthorized();
      const { pdf, filename } = await receiptPdf(services, user.id, params.paymentId);
      reply
        .code(200)
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
      return REPLIED;
    },
  };
}
