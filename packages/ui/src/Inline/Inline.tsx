import { forwardRef } from "react";
import { Box, type BoxProps } from "../Box/Box.tsx";
import type { Sprinkles } from "../theme/sprinkles.css.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Inline.css.ts";

const justifyMap = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  between: "space-between",
} as const;
const alignYMap = {
  top: "flex-start",
  center: "center",
  bottom: "flex-end",
  baseline: "baseline",
} as const;

export interface InlineProps extends Omit<BoxProps, "gap" | "alignItems" | "justifyContent"> {
  /** Space between children, from the spacing scale (responsive). */
  space?: Sprinkles["gap"];
  align?: keyof typeof justifyMap;
  alignY?: keyof typeof alignYMap;
  /** Keep children on one line instead of wrapping. */
  noWrap?: boolean;
}

/** Children in a row that wraps, with even space between them. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = "sm", align = "start", alignY = "center", noWrap = false, className, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      gap={space}
      justifyContent={justifyMap[align]}
      alignItems={alignYMap[alignY]}
      className={cx(styles.inline, noWrap && styles.nowrap, className)}
      {...rest}
    />
  );
});
