import * as ToastPrimitive from "@radix-ui/react-toast";
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from "react";
import { TOAST_DURATION_MS, UI_LABELS } from "../constants.ts";
import { ErrorIcon, InfoIcon, SuccessIcon, CloseIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { useTheme } from "../ThemeRoot/ThemeContext.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Toast.css.ts";

export type ToastTone = "success" | "error" | "info";

export interface ToastProps extends Omit<
  ComponentPropsWithoutRef<typeof ToastPrimitive.Root>,
  "title" | "type"
> {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
}

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

/**
 * One toast, on Radix Toast: announced to screen readers (errors assertively), gone after the
 * provider's duration (5 s) unless hovered or focused, dismissible by swipe, Escape (F8 moves
 * focus to the toasts) or its close button. Ref, className and rest props go to the toast.
 */
export const Toast = forwardRef<ComponentRef<typeof ToastPrimitive.Root>, ToastProps>(
  function Toast({ tone = "info", title, description, className, ...rest }, ref) {
    const Icon = icons[tone];
    return (
      <ToastPrimitive.Root
        ref={ref}
        type={tone === "error" ? "foreground" : "background"}
        data-tone={tone}
        className={cx(styles.toast({ tone }), className)}
        {...rest}
      >
        <Icon className={styles.icon} />
        <div className={styles.body}>
          <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
          {description ? (
            <ToastPrimitive.Description className={styles.description}>
              {description}
            </ToastPrimitive.Description>
          ) : null}
        </div>
        <ToastPrimitive.Close asChild>
          <IconButton label={UI_LABELS.dismiss} size="sm" className={styles.close}>
            <CloseIcon />
          </IconButton>
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
    );
  },
);

export interface ToastOptions {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds; the provider's duration (5 s) by default. */
  duration?: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a ToastProvider: `toast({ tone: "success", title })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside a ToastProvider.");
  return api;
}

export interface ToastProviderProps extends Omit<
  ComponentPropsWithoutRef<typeof ToastPrimitive.Provider>,
  "children"
> {
  children?: ReactNode;
  /** Props for the list the toasts appear in (bottom right; full width on mobile). */
  viewportProps?: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>;
}

interface ActiveToast extends ToastOptions {
  id: string;
  open: boolean;
}

/**
 * Holds the toasts for its subtree and renders their viewport in place, so inside a widget
 * the toasts stay in its shadow root with its styles.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = UI_LABELS.notifications,
  viewportProps,
  ...rest
}: ToastProviderProps) {
  const theme = useTheme();
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    // Closed toasts are pruned here rather than on close, so their exit animation can run.
    setToasts((list) => [...list.filter((t) => t.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} label={label} {...rest}>
        {children}
        {toasts.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            open={open}
            duration={options.duration}
            tone={options.tone}
            title={options.title}
            description={options.description}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          />
        ))}
        <ToastPrimitive.Viewport
          {...viewportProps}
          className={cx(theme.themeClassName, styles.viewport, viewportProps?.className)}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
