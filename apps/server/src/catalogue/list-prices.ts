import { notFound } from "../http/errors.ts";
import { COURSE_NOT_FOUND } from "../http/messages.ts";
import { requireCourse } from "../courses/course-purchase.ts";
import type { Services } from "../services.ts";

/**
 * The list price of a product as promotion codes name it (`course:<id>`), before any discount.
 * Courses only so far: the calculator and Discord tiers take codes on their subscriptions
 * (issue 48, not yet built), so they answer 404 here.
 */
export async function productListPrice(services: Services, product: string): Promise<number> {
  const course = /^course:(\d{1,9})$/.exec(product);
  if (!course?.[1]) throw notFound(COURSE_NOT_FOUND);
  return (await requireCourse(services, Number(course[1]))).amount;
}
