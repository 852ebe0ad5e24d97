import type { ApiClient } from "@academy/api";
import { openOnSite } from "@academy/widgets";

/**
 * Opens a page of our site in a new tab from the embed frame, signed in (issue #49). The frame's
 * session lives in the partner site's storage partition, which the first-party tab does not
 * see: the frame asks the server for a one-time code and hands it over in the address's
 * fragment (never sent to a server or in a `Referer`); the site trades it for a session of its
 * own (apps/site/src/lib/handover). Without a code the tab still opens the page, which asks to
 * sign in.
 */
export function openSignedIn(client: ApiClient, path: string): void {
  if (client.tokenStore.getAccessToken() === null) {
    openOnSite(path);
    return;
  }
  // Opened now, within the click: a tab opened after the request would meet a popup blocker.
  const tab = window.open("", "_blank");
  if (!tab) return;
  // The page must not reach back into the frame (what "noopener" does for a direct open).
  tab.opener = null;
  const target = new URL(path, window.location.origin).href;
  client
    .POST("/auth/handover")
    .then(({ data }) => (data ? `${target}#handover=${encodeURIComponent(data.code)}` : target))
    .catch(() => target)
    .then((address) => tab.location.assign(address));
}
