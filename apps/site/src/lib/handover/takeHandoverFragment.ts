/**
 * Takes a hand-over code (issue #49: the embed frame's `#handover=<code>`) out of the address at
 * once, before anything renders or loads, so it never stays in the history, a bookmark or a
 * later `Referer`. Answers the fragment it removed, or null when the address carries no code.
 * As small as can be: it runs in the entry chunk of every page; reading the code
 * (readHandoverCode) and trading it load only when there is one.
 */
export function takeHandoverFragment(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "replaceState" | "state">,
): string | null {
  const { hash } = location;
  if (!hash.includes("handover=")) return null;
  history.replaceState(history.state, "", location.pathname + location.search);
  return hash;
}
