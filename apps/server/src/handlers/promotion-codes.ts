import { tooManyRequests } from "../http/errors.ts";
import { TOO_MANY_PURCHASE_CALLS } from "../http/messages.ts";
import type { HandlerMap } from "../http/types.ts";
import { productListPrice } from "../catalogue/list-prices.ts";
import { quotePromotion } from "../payments/promotion-codes.ts";
import { CURRENCY } from "../payments/prices.ts";
import type { Services } from "../services.ts";

export function promotionCodeHandlers(services: Services): HandlerMap {
  return {
    async previewPromotionCode({ params, query, request }) {
      // Public and answering whether a code exists: counted per client like a purchase call,
      // so nobody walks the code space.
      const wait = await services.limits.purchase.ip.consume(`promotion-preview:${request.ip}`);
      if (wait > 0) throw tooManyRequests(wait, TOO_MANY_PURCHASE_CALLS);
      const listCents = await productListPrice(services, query.product, query.billing_cycle);
      const { row, price } = await quotePromotion(services, params.code, query.product, listCents);
      return {
        code: row.code,
        product: query.product,
        list_amount: price.listCents,
        discount_amount: price.discountCents,
        amount: price.totalCents,
        currency: CURRENCY,
        percent_off: row.percent_off === null ? null : Number(row.percent_off),
        amount_off: row.amount_off_cents,
      };
    },
  };
}
