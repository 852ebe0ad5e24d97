/**
 * Stands in for `react-remove-scroll` in the payment and login embeds' build (tsup.config.ts).
 * Radix's dialog locks page scroll with it, and it does so by inserting a <style> element into
 * the page's <head>: on a partner page with a strict policy (`style-src` without
 * 'unsafe-inline') that is a CSP violation, and it adds to a head that is not ours. Here the
 * lock sets `overflow: hidden` on the root element through the CSSOM, which no policy governs,
 * and restores the page's own value when the last dialog closes. Only what Radix passes is
 * supported: `as`, `children`, `enabled`; scroll inside the dialog works as it does anyway.
 */
import {
  createElement,
  forwardRef,
  useEffect,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from "react";

let locks = 0;
let before = "";

function lock(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    before = root.style.overflow;
    root.style.overflow = "hidden";
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) root.style.overflow = before;
  };
}

interface RemoveScrollProps {
  as?: ElementType;
  children?: ReactNode;
  enabled?: boolean;
  [other: string]: unknown;
}

export const RemoveScroll = forwardRef<HTMLElement, RemoveScrollProps>(function RemoveScroll(
  {
    as: Component = "div",
    children,
    enabled = true,
    // react-remove-scroll's own options, not DOM attributes.
    allowPinchZoom: _allowPinchZoom,
    shards: _shards,
    removeScrollBar: _removeScrollBar,
    noIsolation: _noIsolation,
    inert: _inert,
    forwardProps: _forwardProps,
    ...rest
  },
  ref,
) {
  useEffect(() => (enabled ? lock() : undefined), [enabled]);
  // Radix passes its Slot here; typed loosely, as react-remove-scroll itself types `as`.
  const render = createElement as (
    type: ElementType,
    props: object,
    child: ReactNode,
  ) => ReactElement;
  return render(Component as ElementType, { ref, ...rest }, children as ReactNode);
});
