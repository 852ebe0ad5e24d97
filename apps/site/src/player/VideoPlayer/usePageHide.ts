import { useEffect } from "react";
import { useLatest } from "../../lib/useLatest.ts";

/**
 * Calls `onHide` when the page is hidden (tab switched, app backgrounded) or unloaded: the last
 * moments a page is sure to run code, the mobile browsers often skipping `pagehide` and the
 * desktop ones `visibilitychange` on close, so both are heard.
 */
export function usePageHide(onHide: () => void): void {
  const latest = useLatest(onHide);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") latest.current();
    };
    const onPageHide = () => latest.current();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [latest]);
}
