import { HASH_SCROLL_RETRY_DELAYS_MS } from "../../constants.ts";

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The element a `#hash` names, or null. */
export function findHashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? document.getElementById(id) : null;
}

/**
 * academy.md §2: a hash anchor scrolls smoothly to its section, and again after 500 ms and
 * 1 s (the section may render late: a lazy page, images above it). Smooth unless the visitor
 * asked for reduced motion. Returns a function that cancels the retries.
 */
export function scrollToHash(hash: string): () => void {
  const scroll = () => {
    const target = findHashTarget(hash);
    target?.scrollIntoView({
      behavior: prefersReducedMotion() ? "auto" : "smooth",
      block: "start",
    });
  };
  scroll();
  const timers = HASH_SCROLL_RETRY_DELAYS_MS.map((delay) => setTimeout(scroll, delay));
  return () => timers.forEach(clearTimeout);
}
