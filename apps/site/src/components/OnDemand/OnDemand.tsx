import { Button, ErrorFallback, UI_LABELS } from "@academy/ui";
import { Component, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from "react";
import { PART_LOAD_TEXT } from "../../constants.ts";
import { PartLoadError } from "../../lib/partLoadError.ts";
import * as styles from "./OnDemand.css.ts";

export interface PartBoundaryProps {
  /** Lazily loaded components (lib/lazyComponent.ts) and what surrounds them. */
  children?: ReactNode;
  /**
   * For a dialog, which has no place on the page: a failure shows over the page's foot, with
   * Close (and Escape) calling this to give up. Without it, the failure shows in the part's
   * place.
   */
  onDismiss?: () => void;
}

export interface OnDemandProps extends PartBoundaryProps {
  /** What shows while their code loads: nothing by default. */
  fallback?: ReactNode;
}

/**
 * Where a part of a page whose code loads on demand shows: its loading state, then the part,
 * or, if its code cannot be fetched, the failure (PartBoundary).
 */
export function OnDemand({ fallback = null, children, onDismiss }: OnDemandProps) {
  return (
    <PartBoundary onDismiss={onDismiss}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}

interface State {
  error: unknown;
}

/**
 * If a part's code cannot be fetched (the network dropped), the part says so with Try again,
 * and the rest of the page stays; before, the page's error boundary put "Something went wrong"
 * in the place of the whole page (or of the app, for the header's parts). Errors other than a
 * failed load go on to that boundary as before. On its own (without OnDemand's Suspense) where
 * a wider Suspense boundary shows the part together with what follows it.
 */
export class PartBoundary extends Component<PartBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown render error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof PartLoadError)) return;
    // The next render fetches the code again rather than failing with the same error.
    error.forget();
    console.warn("A part of the page could not be loaded", error.cause, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    // Not ours to handle: on to the page's error boundary.
    if (error && !(error instanceof PartLoadError)) throw error;
    if (error) return <LoadFailed onRetry={this.retry} onDismiss={this.props.onDismiss} />;
    return this.props.children;
  }
}

function LoadFailed({ onRetry, onDismiss }: { onRetry: () => void; onDismiss?: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const floating = onDismiss !== undefined;

  // A dialog was asked for and focus is still on what opened it: bring it to Try again.
  useEffect(() => {
    if (floating) root.current?.querySelector("button")?.focus();
  }, [floating]);

  useEffect(() => {
    if (!onDismiss) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onDismiss]);

  // The app's own error view (already loaded with the app: it must show with the network down).
  return (
    <ErrorFallback
      ref={root}
      message={PART_LOAD_TEXT}
      className={floating ? styles.floating : styles.inline}
    >
      <span className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          {UI_LABELS.retry}
        </Button>
        {onDismiss ? (
          <Button variant="secondary" onClick={onDismiss}>
            {UI_LABELS.close}
          </Button>
        ) : null}
      </span>
    </ErrorFallback>
  );
}
