/** The fragment key the embed frame hands a session over with (issue #49). */
export const HANDOVER_PARAM = "handover";

/**
 * Takes a hand-over code out of the address at once, before anything renders or loads, so it
 * never stays in the history, a bookmark or a later `Referer`. Other fragment parts stay.
 * Returns the code, or null when the address carries none. Small on purpose: it runs in the
 * entry chunk on every page; the redemption loads only when there is a code.
 */
export function takeHandoverCode(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "replaceState" | "state">,
): string | null {
  if (!location.hash.includes(`${HANDOVER_PARAM}=`)) return null;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const code = fragment.get(HANDOVER_PARAM);
  fragment.delete(HANDOVER_PARAM);
  const rest = fragment.toString();
  history.replaceState(
    history.state,
    "",
    `${location.pathname}${location.search}${rest && `#${rest}`}`,
  );
  return code || null;
}
