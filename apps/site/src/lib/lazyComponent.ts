import { createElement, lazy, useState, type ComponentType } from "react";
import { PartLoadError } from "./partLoadError.ts";

/** What a page module may export besides its page: the parts it loads lazily itself. */
interface PageModuleParts {
  preloadParts?: () => Promise<unknown>;
}

/** The names of a module's exports that are components. */
type ComponentExports<Module> = {
  [P in keyof Module]: Module[P] extends ComponentType<never> ? P : never;
}[keyof Module] &
  string;

/** The props of a component. */
type PropsOf<C> = C extends ComponentType<infer Props> ? Props : never;

/** A lazily loaded component that can start loading before it renders. */
export type LazyComponent<Props = object> = ComponentType<Props> & {
  /**
   * Loads the module and the parts it would load next (a page's `preloadParts`). A failure is
   * forgotten, so that the render tries again rather than showing an early network error.
   */
  preload(): Promise<void>;
};

/**
 * A component whose code loads when it is first shown (code splitting): a route's page, a
 * page's part, a dialog. Modules use named exports (house style), so the export to render is
 * named here, and its props are kept:
 * `lazyComponent(() => import("./pages/TermsPage/TermsPage.tsx"), "TermsPage")`.
 *
 * More than React.lazy, in two ways:
 * - Once the module is there, the component renders at once: React.lazy would suspend for it
 *   all the same, and React reveals suspended content at most every 300 ms, which held a
 *   learner's course behind its skeleton (issue #30).
 * - A failed load can be tried again. It fails the render with a PartLoadError, which the
 *   boundary that catches it forgets (OnDemand offers Try again; the page's ErrorBoundary tries
 *   on the next path): the next render gets a new React.lazy. One React.lazy keeps its failure
 *   for good, so only a reload brought the part back after the network dropped once.
 */
export function lazyComponent<Module, K extends ComponentExports<Module>>(
  load: () => Promise<Module>,
  exportName: K,
): LazyComponent<PropsOf<Module[K]>> {
  // The same for every module; typed by the signature above.
  return loadable(load as () => Promise<AnyModule>, exportName) as LazyComponent<
    PropsOf<Module[K]>
  >;
}

type Props = Record<string, unknown>;
type AnyModule = Record<string, unknown> & PageModuleParts;

function loadable(load: () => Promise<AnyModule>, exportName: string): LazyComponent<Props> {
  const componentOf = (module: AnyModule) => module[exportName] as ComponentType<Props>;
  let loading: Promise<AnyModule> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const pendingComponent = () => lazy(async () => ({ default: componentOf(await loadOnce()) }));
  const forget = () => {
    if (loaded) return;
    loading = undefined;
    Pending = pendingComponent();
  };
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = componentOf(module);
        return module;
      },
      (cause: unknown) => {
        throw new PartLoadError(cause, forget);
      },
    );
    return loading;
  };
  // The same until a boundary forgets a failure: React suspends on it, then renders the
  // module, or throws the failure to the nearest boundary (and again on every render after).
  let Pending = pendingComponent();
  function Loadable(props: Props) {
    // Chosen once per mount: switching from Pending to the module's own component would be
    // another element type, and React would mount it afresh.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Pending, props);
  }
  Loadable.displayName = `lazyComponent(${exportName})`;
  return Object.assign(Loadable, {
    async preload() {
      let module: AnyModule;
      try {
        module = await loadOnce();
      } catch (error) {
        forget();
        throw error;
      }
      await module.preloadParts?.();
    },
  });
}
