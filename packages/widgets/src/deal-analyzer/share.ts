/** Share links: the deal goes into the page address as one query parameter. */

/** The query parameter a share link carries the deal in, unless told otherwise. */
export const DEFAULT_SHARE_PARAM = "deal";

/** The current page's address with the deal set in `param` (other parameters kept). */
export function shareUrlFor(deal: string, param: string = DEFAULT_SHARE_PARAM): string {
  const url = new URL(window.location.href);
  url.searchParams.set(param, deal);
  return url.toString();
}

/** The deal text in the current address, if any. */
export function dealFromLocation(param: string = DEFAULT_SHARE_PARAM): string | null {
  return new URL(window.location.href).searchParams.get(param);
}

/** Puts a same-origin link in the address bar without a navigation; other links are left alone. */
export function showInAddressBar(url: string): void {
  const next = new URL(url, window.location.href);
  if (next.origin !== window.location.origin) return;
  window.history.replaceState(window.history.state, "", next.toString());
}

/** Copies text to the clipboard; false when the browser refuses (no permission, no API). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
