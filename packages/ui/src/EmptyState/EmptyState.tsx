import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { InboxIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import * as styles from "./EmptyState.css.ts";

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<"div">, "title"> {
  /** "No practice tests available yet." */
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the user unstuck. */
  action?: ReactNode;
  /** A decorative icon; an inbox by default. */
  icon?: ReactNode;
  /** The title's heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing in it. Ref, className and rest go to the root. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, icon, headingLevel = 3, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {icon ?? <InboxIcon className={styles.icon} />}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
