import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { scrollToHash } from "./scrollToHash.ts";

/**
 * Scroll behaviour of academy.md §2: to the top on every path change, to the section of a hash
 * anchor (smoothly, with the 500 ms and 1 s retries) when the address has one.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) return scrollToHash(hash);
    if (pathChanged) window.scrollTo(0, 0);
    return undefined;
    // `key` is a dependency so that following the same hash link again scrolls again.
  }, [pathname, hash, key]);

  return null;
}
