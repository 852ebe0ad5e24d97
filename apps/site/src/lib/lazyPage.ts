import { lazy, type ComponentType } from "react";

/** What a page module may export besides its page: the parts it loads lazily itself. */
interface PageModuleParts {
  preloadParts?: () => Promise<unknown>;
}

/** A lazily loaded page that can start loading before it renders (routes.tsx preloadRoute). */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Loads the page's module and the parts it would load next (its `preloadParts`). */
  preload(): Promise<void>;
};

/**
 * A route's page, loaded when first shown (route-level code splitting). Pages use named
 * exports (house style), so the export to render is named here, and its props are kept:
 * `lazyPage(() => import("./pages/TermsPage/TermsPage.tsx"), "TermsPage")`.
 * `preload()` starts the same load early (rendering then reuses it); a failed load is
 * forgotten, so that the render tries again rather than showing an early network error.
 */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<{ [P in K]: ComponentType<Props> }>,
  exportName: K,
): LazyPage<Props> {
  let loading: Promise<{ [P in K]: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Page = lazy<ComponentType<Props>>(async () => {
    const module = await loadOnce();
    return { default: module[exportName] };
  });
  return Object.assign(Page, {
    async preload() {
      const module = (await loadOnce()) as PageModuleParts;
      await module.preloadParts?.();
    },
  });
}
