import { notFound } from "../http/errors.ts";
import { COURSE_NOT_FOUND } from "../http/messages.ts";
import { requireCourse } from "../courses/course-purchase.ts";
import {
  CALCULATOR_PRICES_CENTS,
  DISCORD_PRICES_CENTS,
  type BillingCycle,
} from "../payments/prices.ts";
import type { Services } from "../services.ts";

/**
 * The list price of a product as promotion codes name it, before any discount: `course:<id>`,
 * `calculator` or `discord:<tier>` (a subscription's first invoice, for the billing cycle).
 * Anything else answers 404.
 */
export async function productListPrice(
  services: Services,
  product: string,
  cycle: BillingCycle = "monthly",
): Promise<number> {
  if (product === "calculator") return CALCULATOR_PRICES_CENTS[cycle];
  if (product === "discord:pro" || product === "discord:community")
    return DISCORD_PRICES_CENTS[product === "discord:pro" ? "pro" : "community"][cycle];
  const course = /^course:(\d{1,9})$/.exec(product);
  if (!course?.[1]) throw notFound(COURSE_NOT_FOUND);
  return (await requireCourse(services, Number(course[1]))).amount;
}
