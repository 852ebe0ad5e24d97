import { lazy, type ComponentType } from "react";

/**
 * A route's page, loaded when first shown (route-level code splitting). Pages use named
 * exports (house style), so the export to render is named here:
 * `lazyPage(() => import("./pages/TermsPage/TermsPage.tsx"), "TermsPage")`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
) {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
}
