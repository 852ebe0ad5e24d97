import { declineWatcher } from "./abuse/declines.ts";
import { audited } from "./audit/audited-products.ts";
import { calculatorProduct } from "./calculator/subscription-sync.ts";
import { courseProduct } from "./courses/product.ts";
import { discordProduct } from "./discord/subscription-events.ts";
import { coursePlanProduct } from "./payment-plans/product.ts";
import { receiptBook } from "./receipts/capture.ts";
import type { Services } from "./services.ts";

/**
 * What we sell, registered with billing at start. Billing (payments/) dispatches each event to
 * the product its object's metadata names and never imports a product: this file, beside
 * app.ts at the top, is the only place that knows both.
 */
export function registerProducts(services: Services): void {
  const { products } = services.payments;
  // Every access change a product makes is written to the audit log (issue 47).
  products.register("course", audited(services.db, courseProduct(services)));
  products.register("calculator", audited(services.db, calculatorProduct(services)));
  products.register("discord", audited(services.db, discordProduct(services)));
  products.register("course_plan", coursePlanProduct(services));
  // Receipts are frozen from billing's paid invoices and follow its refunds.
  products.keepReceiptsIn(receiptBook(services));
  // Card testing: declines learnt from the webhook count against the client and its e-mail.
  const { db, limits, payments } = services;
  products.watchPayments(declineWatcher({ db, limits: limits.purchase, payments }));
}
