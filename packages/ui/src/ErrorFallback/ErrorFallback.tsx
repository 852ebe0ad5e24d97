import {
  Component,
  forwardRef,
  type ComponentPropsWithoutRef,
  type ErrorInfo,
  type ReactNode,
} from "react";
import { Button } from "../Button/Button.tsx";
import { GENERIC_ERROR_MESSAGE, UI_LABELS } from "../constants.ts";
import { ErrorIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import * as styles from "./ErrorFallback.css.ts";

export interface ErrorFallbackProps extends ComponentPropsWithoutRef<"div"> {
  /** The message; the spec's "Something went wrong. Please try again later." by default. */
  message?: ReactNode;
  /** Shows a Try again button. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** What the app shows when rendering fails. An alert, so it is announced. */
export const ErrorFallback = forwardRef<HTMLDivElement, ErrorFallbackProps>(function ErrorFallback(
  {
    message = GENERIC_ERROR_MESSAGE,
    onRetry,
    retryLabel = UI_LABELS.retry,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <div ref={ref} role="alert" className={cx(styles.root, className)} {...rest}>
      <ErrorIcon className={styles.icon} />
      <p className={styles.message}>{message}</p>
      {children ? <div className={styles.details}>{children}</div> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
});

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to render instead; the ErrorFallback with a retry that re-renders by default. */
  fallback?: ReactNode | ((reset: () => void, error: unknown) => ReactNode);
  /** Report the error (logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows the spec's fallback message. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === "function") return fallback(this.reset, this.state.error);
    return fallback ?? <ErrorFallback onRetry={this.reset} />;
  }
}
