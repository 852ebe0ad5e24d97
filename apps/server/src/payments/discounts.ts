/**
 * A promotion code's discount on a price, computed by the server only (the browser shows what
 * this answers). Cents are whole: a percent discount rounds to the nearest cent, a fixed one
 * never takes more than the price, and what is left is at least the provider's minimum charge.
 */
export interface Discount {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** Stripe's smallest card charge in USD: a discount never leaves less than this to pay. */
export const MINIMUM_CHARGE_CENTS = 50;

export interface DiscountedPrice {
  listCents: number;
  discountCents: number;
  totalCents: number;
}

/** The price after the discount; undefined when it would leave less than the minimum charge. */
export function applyDiscount(listCents: number, discount: Discount): DiscountedPrice | undefined {
  const raw =
    discount.percentOff !== null
      ? Math.round((listCents * discount.percentOff) / 100)
      : (discount.amountOffCents ?? 0);
  const discountCents = Math.min(listCents, Math.max(0, raw));
  const totalCents = listCents - discountCents;
  if (totalCents < MINIMUM_CHARGE_CENTS) return undefined;
  return { listCents, discountCents, totalCents };
}
