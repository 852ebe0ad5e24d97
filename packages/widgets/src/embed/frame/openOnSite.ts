/**
 * Opens a page of our site in a new tab from the frame (the course after buying it, the member
 * portal after joining). The tab is first-party: it does not see the frame's storage when the
 * browser partitions it by the partner's site, so the session travels by a one-time code (see
 * handOver).
 */
export type SiteOpener = (path: string) => void;

export function openOnSite(path: string): void {
  window.open(new URL(path, window.location.origin).href, "_blank", "noopener");
}
