import type Stripe from "stripe";

/** The things we sell. Billing records one of these in every provider object's metadata. */
export type ProductName = "course" | "calculator" | "discord";

/**
 * What a product does when billing tells it something happened. Billing calls these with the
 * provider's current object (re-read after the event, never the event's copy), as often as an
 * event arrives: every handler must be idempotent.
 */
export interface ProductHandlers {
  /** A one-off payment of this product succeeded (course purchases). */
  paymentSucceeded?(intent: Stripe.PaymentIntent): Promise<void>;
  /** A subscription of this product changed (created, paid, renewed, failed, cancelled). */
  subscriptionChanged?(subscription: Stripe.Subscription, eventType: string): Promise<void>;
}

/** Products register here at start (src/products.ts); billing never imports them. */
export interface ProductRegistry {
  register(product: ProductName, handlers: ProductHandlers): void;
  handlersFor(metadata: Stripe.Metadata | null | undefined): ProductHandlers | undefined;
}

/**
 * The product an object's metadata names. `kind` is what objects created before the registry
 * carried (course purchases, hosted checkouts and Discord joins).
 */
export function productOf(metadata: Stripe.Metadata | null | undefined): ProductName | undefined {
  const named = metadata?.["product"] ?? metadata?.["kind"];
  if (named === "course" || named === "course_checkout") return "course";
  if (named === "calculator" || named === "discord") return named;
  return undefined;
}

export function createProductRegistry(): ProductRegistry {
  const registered = new Map<ProductName, ProductHandlers>();
  return {
    register(product, handlers) {
      if (registered.has(product)) throw new Error(`product ${product} registered twice`);
      registered.set(product, handlers);
    },
    handlersFor(metadata) {
      const product = productOf(metadata);
      return product === undefined ? undefined : registered.get(product);
    },
  };
}
