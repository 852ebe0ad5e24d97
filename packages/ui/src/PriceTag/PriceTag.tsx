import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Badge } from "../Badge/Badge.tsx";
import { UI_LABELS } from "../constants.ts";
import { cx } from "../utils/cx.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import * as styles from "./PriceTag.css.ts";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** US dollars without decimals, as the spec displays prices: 1497 -> "$1,497". */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

export interface PriceTagProps extends ComponentPropsWithoutRef<"div"> {
  /** Price in dollars. */
  price: number;
  /** The pre-discount price, shown struck through. */
  originalPrice?: number;
  /**
   * The discount as the sales page states it ("33% OFF"). Given, not computed: the spec's
   * figures are marketing numbers (997 from 1500 is labelled 40% OFF).
   */
  percentOff?: number;
  /** "/month", "one-time", "/yr"... */
  period?: string;
  size?: "sm" | "md" | "lg";
}

/** A price with its struck-through original and percent off. Ref and rest go to the root. */
export const PriceTag = forwardRef<HTMLDivElement, PriceTagProps>(function PriceTag(
  { price, originalPrice, percentOff, period, size, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <span className={styles.price({ size })}>
        <VisuallyHidden>{UI_LABELS.currentPrice}: </VisuallyHidden>
        {formatPrice(price)}
      </span>
      {period ? <span className={styles.period}>{period}</span> : null}
      {originalPrice !== undefined ? (
        <s className={styles.original}>
          <VisuallyHidden>{UI_LABELS.originalPrice}: </VisuallyHidden>
          {formatPrice(originalPrice)}
        </s>
      ) : null}
      {percentOff !== undefined ? (
        <Badge tone="red" solid size="sm" className={styles.badge}>
          {percentOff}% OFF
        </Badge>
      ) : null}
    </div>
  );
});
