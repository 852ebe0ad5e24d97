import { useEffect, useRef, useState, type ReactNode } from "react";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { WHEN_VISIBLE_ROOT_MARGIN } from "./whenVisible.ts";

export interface WhenVisibleProps {
  /** Usually a `lazyComponent`: its code loads when it is about to be seen. */
  children: ReactNode;
  /** Reserves the children's space until they render, so nothing below them moves. */
  className?: string;
}

/**
 * Renders `children` once they come near the viewport (or something inside is focused or
 * touched), so the code of a part far down the page loads then and not with the page
 * (issue #18). Until then it is an empty box of the same size, in the prerendered HTML and at
 * hydration alike, so both match and no boundary waits for code. Without IntersectionObserver
 * the children render at once.
 */
export function WhenVisible({ children, className }: WhenVisibleProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = wrapper.current;
    if (visible || !element) return undefined;
    const show = () => setVisible(true);
    if (typeof IntersectionObserver === "undefined") {
      // Nothing can tell when it is seen (old browsers, some test DOMs): show it now.
      queueMicrotask(show);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: WHEN_VISIBLE_ROOT_MARGIN },
    );
    observer.observe(element);
    element.addEventListener("focusin", show);
    element.addEventListener("pointerdown", show);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", show);
      element.removeEventListener("pointerdown", show);
    };
  }, [visible]);

  return (
    <div ref={wrapper} className={className} data-visible={visible ? "true" : "false"}>
      {visible ? <OnDemand>{children}</OnDemand> : null}
    </div>
  );
}
