import type { Plugin } from "vite";
import { ROUTER_FILE } from "./pureReactRouter.ts";

/** The module holding the components below (react-router bundles them all into one chunk). */
const MARKER = "function LinkWithRef(";

/**
 * Parts of react-router's components that only its framework mode (route modules, the
 * `prefetch` prop) and React Server Components run: the site uses the declarative router
 * (<BrowserRouter> and <Routes>), where they never do, yet every <Link> and route carries them
 * into the entry every route loads (about 2 KB gzip, issue #30). Each edit is the code's own
 * text: an upgrade that changes it fails the build here rather than shipping a half-edited router.
 */
const EDITS: readonly { why: string; from: string; to: string }[] = [
  {
    why: "Link prefetches only for a `prefetch` prop, which the site never passes",
    from: `let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );`,
    to: "let prefetchRef = null, prefetchHandlers = void 0;",
  },
  {
    why: "...and it renders its prefetch links only then",
    from: "return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;",
    to: "return link;",
  },
  {
    why: "a route's error boundary hands errors to the RSC handler only under an RSC router",
    from: `if (this.context) {
      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);
    }`,
    to: "",
  },
];

/** The text as a pattern that allows any run of whitespace where the text has one. */
function loosely(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace(/\s+/g, "\\s+"), "g");
}

/** Build only, like pureReactRouter: development runs the library as published. */
export function declarativeReactRouter(): Plugin {
  return {
    name: "academy:declarative-react-router",
    apply: "build",
    transform(code, id) {
      if (!ROUTER_FILE.test(id) || !code.includes(MARKER)) return null;
      let edited = code;
      for (const { why, from, to } of EDITS) {
        const pattern = loosely(from);
        const found = edited.match(pattern)?.length ?? 0;
        if (found !== 1)
          throw new Error(
            `declarativeReactRouter: expected the text for "${why}" once in ${id}, found it ${found} times. react-router changed: revise build/declarativeReactRouter.ts.`,
          );
        edited = edited.replace(pattern, to);
      }
      return { code: edited, map: null };
    },
  };
}
