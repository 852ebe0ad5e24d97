import { GENERIC_ERROR_MESSAGE } from "@academy/ui";
import { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./ErrorBoundary.css.ts";

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** When this value changes the boundary tries its children again (e.g. the path). */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * academy.md §2: the app is wrapped in an error boundary that shows "Something went wrong.
 * Please try again later." A failed page chunk lands here too.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown render error") };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Render error caught by the error boundary", error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className={styles.fallback}>
          <p className={styles.message}>{GENERIC_ERROR_MESSAGE}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
