import { forwardRef } from "react";
import { Box, type BoxProps } from "../Box/Box.tsx";
import type { Sprinkles } from "../theme/sprinkles.css.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Stack.css.ts";

const alignMap = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  stretch: "stretch",
} as const;

export interface StackProps extends Omit<BoxProps, "gap" | "alignItems" | "flexDirection"> {
  /** Space between children, from the spacing scale (responsive). */
  space?: Sprinkles["gap"];
  /** Horizontal alignment of the children. */
  align?: keyof typeof alignMap;
}

/** Children in a column with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = "md", align = "stretch", className, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      gap={space}
      alignItems={alignMap[align]}
      className={cx(styles.stack, className)}
      {...rest}
    />
  );
});
