import { productListPrice } from "../catalogue/list-prices.ts";
import { formatUsd } from "../payments/prices.ts";
import { MINIMUM_CHARGE_CENTS } from "../payments/discounts.ts";
import type { Services } from "../services.ts";

// What the console's promotion-code calls answer (issue 48), in one place.
export const CODE_CREATED = "Promotion code created.";
export const CODE_DEACTIVATED = "Promotion code deactivated.";
export const CODE_EXISTS = "An active promotion code with this code exists already.";
export const CODE_PROVIDER_REFUSED = "The payment provider refused this promotion code.";
export const CODE_SPELLING = "Code: letters, digits, - and _ only, at most 64 characters.";
export const ONE_DISCOUNT = "Give either a percent off or an amount off, not both.";
export const PERCENT_RANGE = "Percent off must be more than 0 and at most 100, in hundredths.";
export const AMOUNT_RANGE = "Amount off must be at least 1 cent.";
export const SCOPE_REQUIRED = "Choose what the code is for: all courses, or at least one product.";
export const EXPIRY_PAST = "The expiry must be in the future.";
export const unknownProduct = (product: string) => `Unknown product: ${product}.`;
export const tooLargeFor = (product: string) =>
  `This amount off leaves less than ${formatUsd(MINIMUM_CHARGE_CENTS)} to pay for ${product}.`;

export interface PromotionInput {
  code: string;
  percent_off?: number | undefined;
  amount_off?: number | undefined;
  all_courses: boolean;
  products: string[];
  expires_at?: string | undefined;
}

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** Every problem with a new code's input, in the console's words (empty when it is fine). */
export async function promotionInputProblems(
  services: Services,
  input: PromotionInput,
): Promise<string[]> {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(input.code)) problems.push(CODE_SPELLING);
  const { percent_off: percent, amount_off: amount } = input;
  if ((percent === undefined) === (amount === undefined)) problems.push(ONE_DISCOUNT);
  if (percent !== undefined && !(percent > 0 && percent <= 100 && hundredths(percent)))
    problems.push(PERCENT_RANGE);
  if (amount !== undefined && !(Number.isInteger(amount) && amount >= 1))
    problems.push(AMOUNT_RANGE);
  if (!input.all_courses && input.products.length === 0) problems.push(SCOPE_REQUIRED);
  for (const product of input.products) {
    const known = await productListPrice(services, product).then(
      () => true,
      () => false,
    );
    if (!known) problems.push(unknownProduct(product));
  }
  if (input.expires_at !== undefined) {
    const at = new Date(input.expires_at).getTime();
    if (!Number.isFinite(at) || at <= services.clock().getTime()) problems.push(EXPIRY_PAST);
  }
  return problems;
}
