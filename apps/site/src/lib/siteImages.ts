import type { components } from "@academy/api/contract";
import { useEffect, useSyncExternalStore } from "react";
import { API_BASE_URL } from "../config.ts";

export type SiteImageData = components["schemas"]["SiteImage"];
/** undefined while loading (and when prerendering), null when the list could not be read. */
export type SiteImageList = ReadonlyMap<string, SiteImageData> | null | undefined;

/**
 * The site images' list, read once per page load with a plain fetch: the landing page loads no
 * query library (issue #18), and a few hundred bytes of JSON need none.
 */
let list: SiteImageList;
let started = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function load() {
  if (started) return;
  started = true;
  fetch(`${API_BASE_URL}/site-images`, { headers: { accept: "application/json" } })
    .then((answer) => (answer.ok ? (answer.json() as Promise<SiteImageData[]>) : null))
    .then((images) => {
      list = images ? new Map(images.map((image) => [image.slot, image])) : null;
      notify();
    })
    .catch(() => {
      list = null;
      notify();
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The list (see SiteImageList); starts reading it after the first render. */
export function useSiteImages(): SiteImageList {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => list,
    () => undefined,
  );
}

/** Forgets the list, so the next page (or the admin, after an upload) reads it again. */
export function reloadSiteImages() {
  started = false;
  load();
}

/**
 * Tests and stories: a list as if the server had answered it (null: it failed; undefined: it
 * never answers). Nothing is fetched after this.
 */
export function setSiteImagesForTesting(images: readonly SiteImageData[] | null | undefined) {
  started = true;
  list = images ? new Map(images.map((image) => [image.slot, image])) : images;
  notify();
}

/** A variant's URL (the contract's getSiteImageVariant). */
export const siteImageUrl = (slot: string, version: string, width: number, format: string) =>
  `${API_BASE_URL}/site-images/${slot}/${version}/${width}.${format}`;
