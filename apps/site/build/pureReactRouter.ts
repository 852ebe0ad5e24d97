import type { Plugin } from "vite";

/** react-router's production modules, which both build edits of it transform. */
export const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const REACT_FACTORY = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * react-router ships one module where every component is `const X = React.forwardRef(...)`
 * followed by `X.displayName = "X"`: both count as side effects, so the bundler keeps every
 * component and all it calls (Form, NavLink, fetchers, prefetching...) whether the site uses
 * it or not, about 3 KB gzip of the 100 KB "/" may load (issue #18). The names only serve
 * React DevTools; dropping them and marking the factories pure lets tree-shaking remove what
 * is unused. Build only: development keeps the library as it is.
 */
export function pureReactRouter(): Plugin {
  return {
    name: "academy:pure-react-router",
    apply: "build",
    transform(code, id) {
      if (!ROUTER_FILE.test(id)) return null;
      return {
        code: code.replace(DISPLAY_NAME, "").replace(REACT_FACTORY, "$1/* @__PURE__ */ $2"),
        map: null,
      };
    },
  };
}
