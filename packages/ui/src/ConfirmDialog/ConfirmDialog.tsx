import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import {
  forwardRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactElement,
  type ReactNode,
} from "react";
import { Button } from "../Button/Button.tsx";
import { BUSY_LABELS, UI_LABELS } from "../constants.ts";
import * as dialogStyles from "../Dialog/Dialog.css.ts";
import { useTheme } from "../ThemeRoot/ThemeContext.ts";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./ConfirmDialog.css.ts";

type ContentProps = ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content>;

export interface ConfirmDialogProps extends Omit<ContentProps, "title" | "children"> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  /** The question, e.g. `Are you sure you want to delete the PDF for "Framing"?`. */
  description: ReactNode;
  /** Extra content between the question and the buttons (the "Cancel at period end" box). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger for irreversible actions (delete, cancel subscription). */
  tone?: "danger" | "primary";
  /**
   * Runs on confirm. If it returns a promise the confirm button shows `busyLabel`, the dialog
   * cannot be closed, and it closes when the promise resolves (stays open if it rejects).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  busyLabel?: string;
  container?: HTMLElement | null;
}

/**
 * Asks before an irreversible action, on Radix AlertDialog: focus starts on Cancel, Escape
 * cancels, clicking outside does nothing. Ref, className and rest props go to the content.
 */
export const ConfirmDialog = forwardRef<
  ComponentRef<typeof AlertDialogPrimitive.Content>,
  ConfirmDialogProps
>(function ConfirmDialog(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    confirmLabel = UI_LABELS.confirm,
    cancelLabel = UI_LABELS.cancel,
    tone = "danger",
    onConfirm,
    onCancel,
    busyLabel = BUSY_LABELS.processing,
    container,
    className,
    onEscapeKeyDown,
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
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const result = onConfirm();
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller shows its own error (a toast, an inline alert); the dialog stays open.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal container={container ?? theme.portalContainer}>
        <AlertDialogPrimitive.Overlay className={cx(theme.themeClassName, dialogStyles.overlay)} />
        <AlertDialogPrimitive.Content
          ref={ref}
          data-busy={busy ? "" : undefined}
          className={cx(theme.themeClassName, dialogStyles.content({ size: "sm" }), className)}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          {...rest}
        >
          <div className={styles.body}>
            <AlertDialogPrimitive.Title className={dialogStyles.title}>
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className={dialogStyles.description}>
              {description}
            </AlertDialogPrimitive.Description>
            {children}
          </div>
          <div className={dialogStyles.footer}>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* Not AlertDialog.Action: that would close before an async confirm finishes. */}
            <Button
              variant={tone === "danger" ? "danger" : "primary"}
              busy={busy}
              busyLabel={busyLabel}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
});

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === "function";
}
