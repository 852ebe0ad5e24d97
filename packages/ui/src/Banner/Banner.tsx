import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { UI_LABELS } from "../constants.ts";
import { CloseIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./Banner.css.ts";

export interface BannerProps extends ComponentPropsWithoutRef<"div"> {
  /** Announcement (brand, e.g. the Grand Opening), warning (yellow notice) or info. */
  tone?: "announcement" | "warning" | "info";
  /** Names the banner's region landmark. */
  label?: string;
  /** A call to action after the message, e.g. a Register Now link. */
  action?: ReactNode;
  /** Shows a close button. */
  dismissible?: boolean;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A full-width strip: a dismissible announcement, or a notice such as "Test Mode Active - No
 * payment will be processed". Renders nothing once dismissed. Ref and rest go to the root.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  {
    tone = "announcement",
    label = tone === "announcement" ? "Announcement" : "Notice",
    action,
    dismissible = false,
    dismissLabel = UI_LABELS.dismiss,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    className,
    children,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  if (!open) return null;
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-tone={tone}
      className={cx(styles.banner({ tone }), className)}
      {...rest}
    >
      <div className={styles.content}>
        <span>{children}</span>
        {action ? <span className={styles.action}>{action}</span> : null}
      </div>
      {dismissible ? (
        <IconButton
          label={dismissLabel}
          size="sm"
          className={styles.dismiss}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
});
