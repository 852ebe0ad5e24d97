import { ErrorFallback } from "@academy/ui";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { forgetFailedLoad } from "../../lib/partLoadError.ts";

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
 * Please try again later." A page whose code could not be fetched lands here too (the parts
 * of a page have their own, components/OnDemand).
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
    // A page whose code could not be fetched loads again on the next path, not only on reload.
    forgetFailedLoad(error);
    console.error("Render error caught by the error boundary", error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      // ErrorFallback's message is the spec's "Something went wrong. Please try again later."
      return <ErrorFallback />;
    }
    return this.props.children;
  }
}
