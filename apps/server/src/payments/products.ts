import type {
  PaymentFailed,
  PaymentRefunded,
  PaymentSucceeded,
  SubscriptionChanged,
} from "./events.ts";

/** The things we sell. Billing records one of these in every provider object's metadata. */
export type ProductName = "course" | "calculator" | "discord" | "course_plan";

/**
 * What a product does when billing tells it something happened, with billing's own events
 * (events.ts), as often as an event arrives: every handler must be idempotent.
 */
export interface ProductHandlers {
  /** A one-off payment of this product succeeded (course purchases). */
  paymentSucceeded?(event: PaymentSucceeded): Promise<void>;
  /** A subscription of this product changed (created, paid, renewed, failed, cancelled). */
  subscriptionChanged?(event: SubscriptionChanged): Promise<void>;
}

/** A receipt as billing's mails print it (receipts/ keeps them; billing never imports it). */
export interface ReceiptForMail {
  reference: string;
  description: string;
  amountPaidCents: number;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
  lines: { description: string; amountCents: number }[];
}

/** Where receipts are kept: registered at start like a product (src/products.ts). */
export interface ReceiptBook {
  /**
   * Freezes the paid invoice's receipt the first time (reading the invoice from billing),
   * answering the stored one after; undefined when the invoice is no payment.
   */
  invoicePaid(invoiceId: string): Promise<ReceiptForMail | undefined>;
  paymentRefunded(event: PaymentRefunded): Promise<void>;
}

/** What watches every payment, whichever product it is for (abuse/declines.ts: card testing). */
export interface PaymentWatcher {
  paymentFailed(event: PaymentFailed): Promise<void>;
}

/** Products register here at start (src/products.ts); billing never imports them. */
export interface ProductRegistry {
  register(product: ProductName, handlers: ProductHandlers): void;
  handlersFor(metadata: Record<string, string> | null | undefined): ProductHandlers | undefined;
  keepReceiptsIn(book: ReceiptBook): void;
  watchPayments(watcher: PaymentWatcher): void;
  readonly watchers: readonly PaymentWatcher[];
  /** The registered receipt book; none registered (a bare test server) keeps none. */
  readonly receipts: ReceiptBook;
}

/**
 * The product an object's metadata names. `kind` is what objects created before the registry
 * carried (course purchases, hosted checkouts and Discord joins).
 */
export function productOf(
  metadata: Record<string, string> | null | undefined,
): ProductName | undefined {
  const named = metadata?.["product"] ?? metadata?.["kind"];
  if (named === "course" || named === "course_checkout") return "course";
  if (named === "calculator" || named === "discord" || named === "course_plan") return named;
  return undefined;
}

/**
 * What "one subscription per customer and product" counts: the product, and for a course's
 * payment plan the course too (plans for two courses are two products).
 */
export function subscribedProduct(
  metadata: Record<string, string> | null | undefined,
): string | undefined {
  const product = productOf(metadata);
  if (product !== "course_plan") return product;
  return `${product}:${metadata?.["course_id"] ?? ""}`;
}

const NO_RECEIPTS: ReceiptBook = {
  invoicePaid: () => Promise.resolve(undefined),
  paymentRefunded: () => Promise.resolve(),
};

export function createProductRegistry(): ProductRegistry {
  const registered = new Map<ProductName, ProductHandlers>();
  let receipts = NO_RECEIPTS;
  const watchers: PaymentWatcher[] = [];
  return {
    register(product, handlers) {
      if (registered.has(product)) throw new Error(`product ${product} registered twice`);
      registered.set(product, handlers);
    },
    handlersFor(metadata) {
      const product = productOf(metadata);
      return product === undefined ? undefined : registered.get(product);
    },
    keepReceiptsIn(book) {
      if (receipts !== NO_RECEIPTS) throw new Error("receipts registered twice");
      receipts = book;
    },
    get receipts() {
      return receipts;
    },
    watchPayments(watcher) {
      watchers.push(watcher);
    },
    watchers,
  };
}
