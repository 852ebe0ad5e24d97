import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Badge } from "../Badge/Badge.tsx";
import { UI_LABELS } from "../constants.ts";
import { formatMoney } from "../money/formatMoney.ts";
import { cx } from "../utils/cx.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import * as styles from "./PriceTag.css.ts";

// US dollars without decimals, as the spec displays prices: 149_700 cents -> "$1,497".
const formatPrice = (cents: number) => formatMoney(cents, { style: "whole" });

export interface PriceTagProps extends ComponentPropsWithoutRef<"div"> {
  /** The price in cents (as the API sends it). */
  cents: number;
  /** The pre-discount price in cents, shown struck through. */
  originalCents?: number;
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
  { cents, originalCents, percentOff, period, size, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <span className={styles.price({ size })}>
        <VisuallyHidden>{UI_LABELS.currentPrice}: </VisuallyHidden>
        {formatPrice(cents)}
      </span>
      {period ? <span className={styles.period}>{period}</span> : null}
      {originalCents !== undefined ? (
        <s className={styles.original}>
          <VisuallyHidden>{UI_LABELS.originalPrice}: </VisuallyHidden>
          {formatPrice(originalCents)}
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
