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
/**
 * What the landing page needs beyond the entry, from a dozen small modules that other pages
 * share too: one chunk instead of a dozen compresses better (every file pays its own gzip
 * header and starts with an empty dictionary), about 1.5 KB of the 100 KB "/" may load. The one
 * mutation helper (callApi) rides along: the course cards' enrolment check needs it on "/".
 */
const LANDING_SHARED =
  /[\\/](node_modules[\\/](react|@vanilla-extract[\\/]recipes|@radix-ui[\\/]react-(slot|primitive|compose-refs|visually-hidden))[\\/]|packages[\\/]api[\\/]src[\\/]callApi|packages[\\/]ui[\\/]src[\\/](Badge|Banner|Button|Card|Spinner|VisuallyHidden|ErrorFallback|IconButton|constants|utils[\\/])|apps[\\/]site[\\/]src[\\/](formText|content[\\/]courseCards|lib[\\/]usePageTitle|styles[\\/]shared))/;
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id) || id.includes(".vanilla.css");

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
        manualChunks: (id) =>
          LANDING_SHARED.test(id) && !isStylesheet(id) ? "landing" : undefined,
      },
      treeshake: {
        moduleSideEffects: (id) => !OWN_PACKAGE_SOURCE.test(id) || isStylesheet(id),
      },
    },
  },
}));
