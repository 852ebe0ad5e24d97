import type { ApiClient } from "@academy/api";
import { openOnSite } from "@academy/widgets";

/** Opens a page of our site in a new tab from the embed frame. */
export function openSignedIn(_client: ApiClient, path: string): void {
  openOnSite(path);
}
