import { lazy, type ComponentType } from "react";

/**
 * A route's page, loaded when first shown (route-level code splitting). Pages use named
 * exports (house style), so the export to render is named here, and its props are kept:
 * `lazyPage(() => import("./pages/TermsPage/TermsPage.tsx"), "TermsPage")`.
 */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<{ [P in K]: ComponentType<Props> }>,
  exportName: K,
) {
  return lazy<ComponentType<Props>>(async () => {
    const module = await load();
    return { default: module[exportName] };
  });
}
