import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactElement,
  type ReactNode,
} from "react";
import { UI_LABELS } from "../constants.ts";
import { CloseIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { useTheme } from "../ThemeRoot/ThemeContext.ts";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./Dialog.css.ts";

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content>;

export interface DialogProps extends Omit<ContentProps, "title" | "children"> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions along the bottom (Cancel, Submit). */
  footer?: ReactNode;
  /**
   * Cannot be closed: Escape, clicks outside and the close button do nothing. For "the modal
   * cannot be closed while processing".
   */
  preventClose?: boolean;
  /** Where the dialog portals to; defaults to the ThemeRoot's container (a shadow root's). */
  container?: HTMLElement | null;
  size?: "sm" | "md" | "lg";
  /** Accessible name of the close button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
}

/**
 * A modal dialog on Radix: title and description wired to the dialog, focus trapped inside and
 * returned to the trigger, Escape and outside click close it, page scroll locked while open.
 * The ref, className and rest props go to the dialog content element.
 */
export const Dialog = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogProps>(
  function Dialog(
    {
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      trigger,
      title,
      description,
      children,
      footer,
      preventClose = false,
      container,
      size,
      closeLabel = UI_LABELS.close,
      hideCloseButton = false,
      className,
      onEscapeKeyDown,
      onPointerDownOutside,
      onInteractOutside,
      ...rest
    },
    ref,
  ) {
    const theme = useTheme();
    const [open, setOpen] = useControllableState({
      value: openProp,
      defaultValue: defaultOpen,
      onChange: onOpenChange,
    });
    const handleOpenChange = (next: boolean) => {
      if (!next && preventClose) return;
      setOpen(next);
    };
    return (
      <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
        {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
        <DialogPrimitive.Portal container={container ?? theme.portalContainer}>
          <DialogPrimitive.Overlay className={cx(theme.themeClassName, styles.overlay)} />
          <DialogPrimitive.Content
            ref={ref}
            data-prevent-close={preventClose ? "" : undefined}
            className={cx(theme.themeClassName, styles.content({ size }), className)}
            // Without a description Radix must be told so, or it warns about a missing one.
            {...(description ? {} : { "aria-describedby": undefined })}
            onEscapeKeyDown={(event) => {
              if (preventClose) event.preventDefault();
              onEscapeKeyDown?.(event);
            }}
            onPointerDownOutside={(event) => {
              if (preventClose) event.preventDefault();
              onPointerDownOutside?.(event);
            }}
            onInteractOutside={(event) => {
              if (preventClose) event.preventDefault();
              onInteractOutside?.(event);
            }}
            {...rest}
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
                {description ? (
                  <DialogPrimitive.Description className={styles.description}>
                    {description}
                  </DialogPrimitive.Description>
                ) : null}
              </div>
              {hideCloseButton ? null : (
                <DialogPrimitive.Close asChild>
                  <IconButton label={closeLabel} disabled={preventClose} className={styles.close}>
                    <CloseIcon />
                  </IconButton>
                </DialogPrimitive.Close>
              )}
            </div>
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  },
);

/** Closes the surrounding Dialog; wrap your own button: `<DialogClose asChild><Button/></DialogClose>`. */
export const DialogClose = DialogPrimitive.Close;
export type DialogCloseProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Close>;
