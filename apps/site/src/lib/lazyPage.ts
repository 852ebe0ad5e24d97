import { createElement, lazy, useState, type ComponentType } from "react";

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
 * A route's page (or a page's part), loaded when first shown (code splitting). Pages use named
 * exports (house style), so the export to render is named here, and its props are kept:
 * `lazyPage(() => import("./pages/TermsPage/TermsPage.tsx"), "TermsPage")`.
 * `preload()` starts the same load early; a failed load is forgotten, so that the render tries
 * again rather than showing an early network error. Once the module is there, the page renders
 * at once: React.lazy would suspend for it all the same, and React reveals suspended content at
 * most every 300 ms, which held a learner's course behind its skeleton (issue #30).
 */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<{ [P in K]: ComponentType<Props> }>,
  exportName: K,
): LazyPage<Props> {
  let loading: Promise<{ [P in K]: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[exportName];
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy<ComponentType<Props>>(async () => {
    const module = await loadOnce();
    return { default: module[exportName] };
  });
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component
    // would be another element type, and React would mount the page afresh.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  Page.displayName = `lazyPage(${exportName})`;
  return Object.assign(Page, {
    async preload() {
      const module = (await loadOnce()) as PageModuleParts;
      await module.preloadParts?.();
    },
  });
}
