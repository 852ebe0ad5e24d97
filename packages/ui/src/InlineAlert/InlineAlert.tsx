import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { AlertIcon, ErrorIcon, InfoIcon, SuccessIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import * as styles from "./InlineAlert.css.ts";

export type InlineAlertTone = "danger" | "success" | "warning" | "info";

export interface InlineAlertProps extends Omit<ComponentPropsWithoutRef<"div">, "title"> {
  tone?: InlineAlertTone;
  title?: ReactNode;
}

const icons = { danger: ErrorIcon, success: SuccessIcon, warning: AlertIcon, info: InfoIcon };

/**
 * A message next to the thing it is about: a form error shown in red above the submit
 * button, a success note, a warning. Errors interrupt (role alert); the rest wait (status).
 */
export const InlineAlert = forwardRef<HTMLDivElement, InlineAlertProps>(function InlineAlert(
  { tone = "danger", title, className, children, ...rest },
  ref,
) {
  const Icon = icons[tone];
  return (
    <div
      ref={ref}
      role={tone === "danger" ? "alert" : "status"}
      data-tone={tone}
      className={cx(styles.root({ tone }), className)}
      {...rest}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <span>{children}</span> : null}
      </div>
    </div>
  );
});
