import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { declarativeReactRouter } from "./build/declarativeReactRouter.ts";
import { pureReactRouter } from "./build/pureReactRouter.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/**
 * Our packages' modules have no side effects except their stylesheets, but only ui's package.json
 * says so, and it counts each component's `.css.ts` among them, which keeps the component too.
 * Telling the bundler lets it drop every component a page does not use (and that component's
 * CSS) instead of shipping the whole design system on every page.
 */
const OWN_PACKAGE_SOURCE = /[\\/]packages[\\/](ui|api|widgets|calculators)[\\/]src[\\/]/;
/** Rollup's side-effect rule for our packages (also the embed frame page's build). */
export const moduleSideEffects = (id: string) => !OWN_PACKAGE_SOURCE.test(id) || isStylesheet(id);
/**
 * What the landing page needs beyond the entry, from a dozen small modules that other pages
 * share too: one chunk instead of a dozen compresses better (every file pays its own gzip
 * header and starts with an empty dictionary), about 1.5 KB of the 100 KB "/" may load. The one
 * mutation helper (callApi) rides along: the course cards' enrolment check needs it on "/".
 */
const LANDING_SHARED =
  /[\\/](node_modules[\\/](react|@vanilla-extract[\\/]recipes|@radix-ui[\\/]react-(slot|primitive|compose-refs|visually-hidden))[\\/]|packages[\\/]api[\\/]src[\\/]callApi|packages[\\/]ui[\\/]src[\\/](Badge|Banner|Button|Card|Spinner|VisuallyHidden|ErrorFallback|IconButton|ThemeRoot[\\/]ThemeContext|constants|utils[\\/])|apps[\\/]site[\\/]src[\\/](formText|content[\\/]courseCards|lib[\\/]usePageTitle|styles[\\/]shared|components[\\/]OnDemand[\\/]useOnDemandDialog))/;
/**
 * The form parts a learner's course player shares with the account pages and the login and
 * enrol dialogs, with the Radix utilities under them and under the header's avatar: no public
 * page loads them before its first paint, and as a dozen files of 1-3 KB each they held the
 * player back, six at a time over HTTP/1.1 (Lighthouse, learner /course/2, median of 3: 26
 * script files to 17, LCP 2974 to 2585 ms simulated, 4924 to 4078 ms with devtools throttling;
 * issue #30). A chunk takes along the modules its members import that no other chunk holds:
 * the theme's context, which the entry reads too, stays in the landing chunk (taken along, it
 * made the entry import this one), and ProgressBar stays out (it took @vanilla-extract/dynamic,
 * which the course page's skeleton needs at once, and with it this chunk onto /course/:id).
 */
const SIGNED_IN_PARTS =
  /[\\/](node_modules[\\/](@radix-ui[\\/](react-(label|context|use-layout-effect|use-callback-ref|use-effect-event|use-controllable-state|id)|primitive))[\\/]|packages[\\/]ui[\\/]src[\\/](Field|Textarea)[\\/]|apps[\\/]site[\\/]src[\\/]lib[\\/]useLatest)/;
/**
 * The dialogs (Radix's dialog with its focus trap, scroll lock and layers), in a chunk of their
 * own: a signed-in visitor's header and the course player open theirs only on a click or a key,
 * so their first load goes without these 12 KB; they came along with the avatar's few Radix
 * utilities while both were one chunk.
 */
const DIALOG_PARTS =
  /[\\/](node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|portal|presence|dismissable-layer|use-escape-keydown)|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]|packages[\\/]ui[\\/]src[\\/](Dialog|ConfirmDialog)[\\/])/;
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id) || id.includes(".vanilla.css");
const chunkTest = (members: RegExp) => (id: string) => !isStylesheet(id) && members.test(id);

/**
 * react-router's package exports always name its development build (extra checks and
 * warnings, 14 of the 100 KB "/" may load); the production build sits beside it. Only the
 * build uses it: development keeps the warnings.
 */
const siteDir = path.dirname(fileURLToPath(import.meta.url));
const requireFromSite = createRequire(path.join(siteDir, "package.json"));
const requireFromRouterDom = createRequire(requireFromSite.resolve("react-router-dom"));
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(requireFromRouterDom.resolve("react-router/package.json")),
      "dist/production/index.mjs",
    ),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), pureReactRouter(), declarativeReactRouter()],
  resolve: { alias: command === "build" ? routerProduction : [] },
  server: {
    port: 5173,
    host: "127.0.0.1",
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    host: "127.0.0.1",
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    // SITE_OUT_DIR lets a test run build into its own folder (see playwright.config.ts).
    outDir: process.env.SITE_OUT_DIR ?? "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Lists each entry's chunks; .size-limit.js reads it to measure what "/" loads.
    manifest: true,
    // No preload lists for lazy imports: each dynamic import() carried the list of its chunk's
    // dependencies (file names with hashes, which compress badly), 1.5 of the entry's kilobytes
    // and more on each page (issue #30). A prerendered page preloads its chunks anyway
    // (scripts/prerender.mjs); a part loaded later fetches its dependencies once it arrives.
    // index.html keeps its preloads of the entry's own chunks.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === "html" ? dependencies : [],
    },
    rollupOptions: {
      output: {
        // Groups, not manualChunks: a group takes along the modules its members import, and
        // with manualChunks the dialogs took React and the Button from the landing chunk, and
        // with them the entry. Priorities settle it: the landing chunk first, then the form
        // parts with the Radix utilities the avatar shares, then the dialogs.
        codeSplitting: {
          groups: [
            { name: "landing", test: chunkTest(LANDING_SHARED), priority: 3 },
            { name: "parts", test: chunkTest(SIGNED_IN_PARTS), priority: 2 },
            { name: "dialogs", test: chunkTest(DIALOG_PARTS), priority: 1 },
          ],
        },
      },
      treeshake: {
        moduleSideEffects,
      },
    },
  },
}));
