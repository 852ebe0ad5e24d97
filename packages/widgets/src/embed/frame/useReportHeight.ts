import { useEffect } from "react";
import type { FrameChannel } from "./frameChannel.ts";

/**
 * Tells the loader the frame page's content height whenever it changes, so the iframe is
 * exactly as tall as the form (issue #49): no scrollbar inside the frame; a form taller than
 * the partner's window scrolls the partner's overlay instead.
 */
export function useReportHeight(channel: FrameChannel, element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      channel.post({ type: "height", height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [channel, element]);
}
