import { coursePlan, usePlanCatalogue } from "@academy/api";
import { PriceTag, type PriceTagProps } from "@academy/ui";
import * as styles from "./CoursePrice.css.ts";

export interface CoursePriceProps extends Omit<PriceTagProps, "cents" | "originalCents"> {
  courseId: number;
  /** The spec's "was" figure in dollars (a marketing number, never charged). */
  originalPrice?: number;
}

/**
 * A course's price as the server charges it (GET /catalogue/plans), with the spec's original
 * price struck through. Until the catalogue answers, a placeholder of the same height; a course
 * the catalogue does not sell shows no price.
 */
export function CoursePrice({ courseId, originalPrice, size, ...rest }: CoursePriceProps) {
  const known = usePlanCatalogue();
  if (known.status === "loading") return <span className={styles.placeholder} />;
  const plan = known.status === "ready" ? coursePlan(known.catalogue, courseId) : undefined;
  if (!plan) return null;
  return (
    <PriceTag
      size={size}
      cents={plan.amount_cents}
      {...(originalPrice === undefined ? {} : { originalCents: originalPrice * 100 })}
      {...rest}
    />
  );
}
