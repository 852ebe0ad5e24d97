import { Slot, Slottable } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { UI_LABELS } from "../constants.ts";
import { cx } from "../utils/cx.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import * as styles from "./Link.css.ts";

export interface LinkProps extends ComponentPropsWithoutRef<"a"> {
  tone?: "link" | "inherit" | "inverse";
  /** No underline until hover; for navigation where the context says "link". */
  quiet?: boolean;
  /** Opens in a new tab, safely, and tells screen-reader users so. */
  external?: boolean;
  /**
   * Style the single child instead of rendering an <a>. This is how a router's link is used
   * without this package depending on the router:
   * `<Link asChild><RouterLink to="/discord">Discord</RouterLink></Link>`.
   */
  asChild?: boolean;
}

/** A text link that works with a plain href or with any router's link component. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, quiet = false, external = false, asChild = false, className, children, ...rest },
  ref,
) {
  const Component = asChild ? Slot : "a";
  const externalProps = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <Component
      ref={ref}
      className={cx(styles.link({ tone, quiet }), className)}
      {...externalProps}
      {...rest}
    >
      <Slottable>{children}</Slottable>
      {external ? <VisuallyHidden> {UI_LABELS.opensInNewTab}</VisuallyHidden> : null}
    </Component>
  );
});
