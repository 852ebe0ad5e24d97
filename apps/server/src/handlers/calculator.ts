import {
  createCalculatorIntent,
  subscribeCalculator,
} from "../calculator/subscription-purchase.ts";
import { cleanCalculatorBuyer, requireCalculatorOnSale } from "../calculator/subscription-sales.ts";
import { rememberPaymentClient } from "../abuse/declines.ts";
import { limitPurchase, refuseAfterDeclines } from "../abuse/purchase-limits.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

/**
 * The calculator subscription's purchase (issue 15). The browser's `amount` and `test_mode`
 * are accepted by the contract and ignored: the plan's price and the mode are the server's.
 */
export function calculatorHandlers(services: Services): HandlerMap {
  return {
    async createCalculatorSubscriptionIntent({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "calculator-intent", client);
      requireCalculatorOnSale(services, user);
      await refuseAfterDeclines(services.limits.purchase, client);
      const buyer = cleanCalculatorBuyer({ email: body.email, name: body.name });
      const intent = await createCalculatorIntent(
        services,
        buyer,
        body.billing_cycle,
        user,
        body.attempt_id,
        body.promotion_code,
        body.trial,
      );
      if (intent.payment_intent_id)
        await rememberPaymentClient(services.db, intent.payment_intent_id, client);
      return intent;
    },
    async subscribeCalculator({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "calculator-subscribe", client);
      requireCalculatorOnSale(services, user);
      const buyer = cleanCalculatorBuyer({ email: body.email, name: body.full_name });
      const proof = { clientSecret: body.client_secret, paymentIntentId: body.payment_intent_id };
      return subscribeCalculator(services, buyer, proof, user);
    },
  };
}
