import { forwardRef } from "react";
import { Box, type BoxProps } from "../Box/Box.tsx";
import type { Sprinkles } from "../theme/sprinkles.css.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Grid.css.ts";

export interface GridProps extends Omit<BoxProps, "gap" | "gridTemplateColumns"> {
  /** Number of equal columns (1-6), responsive: `{ mobile: 1, tablet: 2 }` or `[1, 2]`. */
  columns?: Sprinkles["gridTemplateColumns"];
  /** Space between cells, from the spacing scale (responsive). */
  space?: Sprinkles["gap"];
}

/** Equal-width columns that can change per breakpoint. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = 1, space = "lg", className, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      gridTemplateColumns={columns}
      gap={space}
      className={cx(styles.grid, className)}
      {...rest}
    />
  );
});
