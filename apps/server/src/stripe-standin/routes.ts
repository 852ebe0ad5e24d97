import { createPrice, createProduct, listPrices, type PriceDoc } from "./catalog.ts";
import type { StandinContext } from "./context.ts";
import { createCheckoutSession, type CheckoutSessionDoc } from "./checkout.ts";
import { createCustomer, updateCustomer, type CustomerDoc } from "./customers.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read } from "./form.ts";
import { createRefund, type RefundDoc } from "./refunds.ts";
import {
  createCoupon,
  createPromotionCode,
  listPromotionCodes,
  updatePromotionCode,
  type CouponDoc,
  type PromotionCodeDoc,
} from "./promotion-codes.ts";
import type { RouteKit } from "./http.ts";
import { previewInvoice } from "./proration.ts";
import { invoicePayments, payInvoice, voidInvoice, type InvoiceDoc } from "./invoices.ts";
import { authenticateFromBrowser, confirmFromBrowser } from "./radar.ts";
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  type PaymentIntentDoc,
} from "./payment-intents.ts";
import {
  attachPaymentMethod,
  createPaymentMethod,
  detachPaymentMethod,
  resolvePaymentMethod,
  type PaymentMethodDoc,
} from "./payment-methods.ts";
import {
  authenticateSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  type SetupIntentDoc,
} from "./setup-intents.ts";
import {
  cancelSubscription,
  chargeableMethod,
  createSubscription,
  updateSubscription,
  type SubscriptionDoc,
} from "./subscriptions.ts";

function outcomeOf(value: string | undefined): "complete" | "fail" {
  if (value === "complete" || value === "fail") return value;
  throw invalid("outcome must be complete or fail", "outcome");
}

/** Every Stripe API path the product uses, on Stripe's paths (`/v1/…`). */
export function registerStripeRoutes(kit: RouteKit, ctx: StandinContext): void {
  const { route, owned } = kit;
  const { store } = ctx;

  // Customers
  route("POST", "/v1/customers", "secret", ({ params }) => createCustomer(ctx, params));
  route("GET", "/v1/customers", "secret", async ({ params }) => {
    const email = read.string(params, "email");
    return store.list<CustomerDoc>("customer", email ? { email } : {});
  });
  route("GET", "/v1/customers/:id", "secret", ({ id }) => store.get<CustomerDoc>(id, "customer"));
  route("POST", "/v1/customers/:id", "secret", async ({ id, params }) =>
    updateCustomer(ctx, await store.get<CustomerDoc>(id, "customer"), params),
  );

  // Payment methods
  route("POST", "/v1/payment_methods", "client", ({ params }) => createPaymentMethod(ctx, params));
  route("GET", "/v1/payment_methods/:id", "secret", ({ id }) =>
    resolvePaymentMethod(ctx, id, "id"),
  );
  route("POST", "/v1/payment_methods/:id/attach", "secret", async ({ id, params }) => {
    const customer = read.string(params, "customer");
    if (!customer) throw requiredParam("customer");
    return attachPaymentMethod(ctx, await resolvePaymentMethod(ctx, id, "id"), customer);
  });
  route("POST", "/v1/payment_methods/:id/detach", "secret", async ({ id }) =>
    detachPaymentMethod(ctx, await store.get<PaymentMethodDoc>(id, "payment_method")),
  );
  route(
    "GET",
    "/v1/customers/:id/payment_methods",
    "secret",
    async ({ id }) => await store.list<PaymentMethodDoc>("payment_method", { customer: id }),
  );

  // Payment intents
  route("POST", "/v1/payment_intents", "secret", ({ params }) => createPaymentIntent(ctx, params));
  route("GET", "/v1/payment_intents/:id", "client", (req) =>
    owned<PaymentIntentDoc>(req, req.id, "payment_intent"),
  );
  route("POST", "/v1/payment_intents/:id/confirm", "client", async (req) => {
    const intent = await owned<PaymentIntentDoc>(req, req.id, "payment_intent");
    // Stripe.js confirms on-session, past the card gate (radar.ts); only the server may charge
    // a saved card off-session.
    if (req.fromBrowser) return confirmFromBrowser(ctx, intent, req.params);
    return confirmPaymentIntent(ctx, intent, req.params);
  });
  route("POST", "/v1/payment_intents/:id/cancel", "secret", async ({ id }) =>
    cancelPaymentIntent(ctx, await store.get<PaymentIntentDoc>(id, "payment_intent")),
  );
  // The stand-in's 3-D Secure challenge (real Stripe shows its own page): complete or fail.
  route("POST", "/v1/payment_intents/:id/authenticate", "client", async (req) =>
    authenticateFromBrowser(
      ctx,
      await owned<PaymentIntentDoc>(req, req.id, "payment_intent"),
      outcomeOf(read.string(req.params, "outcome")),
    ),
  );
  route("GET", "/v1/charges/:id", "secret", ({ id }) => store.get(id, "charge"));

  // Refunds
  route("POST", "/v1/refunds", "secret", ({ params }) => createRefund(ctx, params));
  route("GET", "/v1/refunds/:id", "secret", ({ id }) => store.get<RefundDoc>(id, "refund"));

  // Setup intents
  route("POST", "/v1/setup_intents", "secret", ({ params }) => createSetupIntent(ctx, params));
  route("GET", "/v1/setup_intents/:id", "client", (req) =>
    owned<SetupIntentDoc>(req, req.id, "setup_intent"),
  );
  route("POST", "/v1/setup_intents/:id/confirm", "client", async (req) =>
    confirmSetupIntent(ctx, await owned<SetupIntentDoc>(req, req.id, "setup_intent"), req.params),
  );
  route("POST", "/v1/setup_intents/:id/authenticate", "client", async (req) =>
    authenticateSetupIntent(
      ctx,
      await owned<SetupIntentDoc>(req, req.id, "setup_intent"),
      outcomeOf(read.string(req.params, "outcome")),
    ),
  );

  // Products and prices
  route("POST", "/v1/products", "secret", ({ params }) => createProduct(ctx, params));
  route("GET", "/v1/products/:id", "secret", ({ id }) => store.get(id, "product"));
  route("POST", "/v1/prices", "secret", ({ params }) => createPrice(ctx, params));
  route("GET", "/v1/prices", "secret", async ({ params }) => await listPrices(ctx, params));
  route("GET", "/v1/prices/:id", "secret", ({ id }) => store.get<PriceDoc>(id, "price"));

  // Coupons and promotion codes
  route("POST", "/v1/coupons", "secret", ({ params }) => createCoupon(ctx, params));
  route("GET", "/v1/coupons/:id", "secret", ({ id }) => store.get<CouponDoc>(id, "coupon"));
  route("POST", "/v1/promotion_codes", "secret", ({ params }) => createPromotionCode(ctx, params));
  route("GET", "/v1/promotion_codes", "secret", ({ params }) => listPromotionCodes(ctx, params));
  route("GET", "/v1/promotion_codes/:id", "secret", ({ id }) =>
    store.get<PromotionCodeDoc>(id, "promotion_code"),
  );
  route("POST", "/v1/promotion_codes/:id", "secret", async ({ id, params }) =>
    updatePromotionCode(ctx, await store.get<PromotionCodeDoc>(id, "promotion_code"), params),
  );

  // Hosted checkout (minimal)
  route("POST", "/v1/checkout/sessions", "secret", ({ params }) =>
    createCheckoutSession(ctx, params),
  );
  route("GET", "/v1/checkout/sessions/:id", "secret", ({ id }) =>
    store.get<CheckoutSessionDoc>(id, "checkout.session"),
  );

  // Subscriptions and invoices
  route("POST", "/v1/subscriptions", "secret", ({ params }) => createSubscription(ctx, params));
  route("GET", "/v1/subscriptions", "secret", async ({ params }) => {
    const customer = read.string(params, "customer");
    return store.list<SubscriptionDoc>("subscription", customer ? { customer } : {});
  });
  route("GET", "/v1/subscriptions/:id", "secret", ({ id }) =>
    store.get<SubscriptionDoc>(id, "subscription"),
  );
  route("POST", "/v1/subscriptions/:id", "secret", async ({ id, params }) =>
    updateSubscription(ctx, await store.get<SubscriptionDoc>(id, "subscription"), params),
  );
  route("DELETE", "/v1/subscriptions/:id", "secret", async ({ id }) =>
    cancelSubscription(ctx, await store.get<SubscriptionDoc>(id, "subscription")),
  );
  route("GET", "/v1/invoices", "secret", async ({ params }) => {
    const subscription = read.string(params, "subscription");
    const customer = read.string(params, "customer");
    const status = read.string(params, "status");
    const all = await store.list<InvoiceDoc>("invoice", customer ? { customer } : {});
    return all.filter(
      (i) =>
        (!subscription || i.parent?.subscription_details.subscription === subscription) &&
        (!status || i.status === status),
    );
  });
  route("POST", "/v1/invoices/create_preview", "secret", ({ params }) =>
    previewInvoice(ctx, params),
  );
  route("GET", "/v1/invoices/:id", "secret", ({ id }) => store.get<InvoiceDoc>(id, "invoice"));
  route("GET", "/v1/invoice_payments", "secret", async ({ params }) => {
    const invoiceId = read.string(params, "invoice");
    if (!invoiceId) throw requiredParam("invoice");
    return invoicePayments(await store.get<InvoiceDoc>(invoiceId, "invoice"));
  });
  route("POST", "/v1/invoices/:id/void", "secret", async ({ id }) =>
    voidInvoice(ctx, await store.get<InvoiceDoc>(id, "invoice")),
  );
  route("POST", "/v1/invoices/:id/pay", "secret", async ({ id, params }) => {
    const invoice = await store.get<InvoiceDoc>(id, "invoice");
    const subId = invoice.parent?.subscription_details.subscription;
    const sub = subId ? await store.get<SubscriptionDoc>(subId, "subscription") : undefined;
    return payInvoice(ctx, invoice, params, sub ? await chargeableMethod(ctx, sub) : null);
  });
}
