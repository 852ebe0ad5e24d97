import { readFile, rm, writeFile } from "node:fs/promises";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig, type Options } from "tsup";
import { purgeUnusedClasses, remToPx } from "./src/embed/build/embed-css.ts";

/**
 * The partner embed, two files in dist/ served side by side:
 * - deal-analyzer.js: the loader (classic script, IIFE, at most 2 KB gzip);
 * - deal-analyzer.app.js: the widget (ES module, React 19 as everywhere else, its CSS inlined as
 *   a string and adopted into each widget's shadow root; at most 105 KB gzip, see
 *   .size-limit.json and the README's "Renderer" section).
 *
 * Browsers: what shadow roots with adopted stylesheets and container queries need.
 */
const BROWSERS = ["chrome105", "edge105", "firefox110", "safari16.4"];

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

/**
 * Marks the modules under `folder` that `applies` picks as free of side effects, for esbuild
 * to drop those a bundle does not use (the reasons are at each use below).
 */
function sideEffectFree(
  name: string,
  folder: string,
  applies: (path: string, importer: string) => boolean,
): Plugin {
  const plugin: Plugin = {
    name,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === plugin || !applies(args.path, args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: plugin,
        });
        if (resolved.errors.length > 0 || !resolved.path.includes(folder)) return undefined;
        return { path: resolved.path, namespace: resolved.namespace, sideEffects: false };
      });
    },
  };
  return plugin;
}

/**
 * The design system's package.json lists its `.css.ts` files as side effects (they register
 * styles), and through them esbuild keeps every component of the barrel it meets: 47.2 instead
 * of 41.3 kB gzip for the embed. Its modules have no side effects beyond their CSS, so tell
 * esbuild that and let it drop what the widget does not use (their CSS is purged after the
 * build).
 */
const uiIsSideEffectFree = sideEffectFree(
  "ui-side-effect-free",
  "/packages/ui/src/",
  (path, importer) =>
    !path.endsWith(".css") && (path === "@academy/ui" || importer.includes("/packages/ui/src/")),
);

/**
 * The rental embed builds on the Deal Analyzer's parts through its front door
 * (src/deal-analyzer/index.ts), which also exports the Deal Analyzer itself. The widgets'
 * modules have no side effects beyond their `.css.ts` styles, but esbuild cannot prove it of a
 * module whose top level calls a function, so it kept the four calculators' field lists, the
 * comps editor and the cost chart: 105.97 kB gzip, 103.96 kB without them (issue 46). Styles
 * keep their side effects. The Deal Analyzer's own embed uses all of those, so it goes without.
 */
const widgetsAreSideEffectFree = sideEffectFree(
  "widgets-side-effect-free",
  "/packages/widgets/src/",
  (path, importer) =>
    /^\.\.?\//.test(path) &&
    !/\.css(\.ts)?$/.test(path) &&
    importer.includes("/packages/widgets/src/"),
);

/** Inlines an analyzer app's CSS into its JavaScript (rem to px, unused rules dropped). */
async function inlineAppCss(name: string, placeholder: string): Promise<void> {
  const CSS_PLACEHOLDER = JSON.stringify(placeholder);
  const jsFile = `dist/${name}.js`;
  const cssFile = `dist/${name}.css`;
  const js = await readFile(jsFile, "utf8");
  const css = purgeUnusedClasses(remToPx(await readFile(cssFile, "utf8")), js);
  const at = js.indexOf(CSS_PLACEHOLDER);
  if (at === -1 || js.indexOf(CSS_PLACEHOLDER, at + 1) !== -1) {
    throw new Error(`Expected exactly one ${CSS_PLACEHOLDER} in ${jsFile}.`);
  }
  await writeFile(
    jsFile,
    js.replace(CSS_PLACEHOLDER, () => JSON.stringify(css)),
  );
  await rm(cssFile);
}

const shared = {
  platform: "browser" as const,
  target: BROWSERS,
  minify: true,
  sourcemap: false,
  clean: false,
  dts: false,
  noExternal: [/.*/],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  outExtension: () => ({ js: ".js" }),
};

export default defineConfig([
  {
    ...shared,
    entry: { "deal-analyzer": "src/embed/loader.ts" },
    format: ["iife"],
  },
  {
    ...shared,
    entry: { "deal-analyzer.app": "src/embed/app.ts" },
    format: ["esm"],
    splitting: false,
    esbuildPlugins: [
      uiIsSideEffectFree,
      // Prefixed class names, as the house style asks of widgets.
      vanillaExtractPlugin({ identifiers: ({ hash }) => `da-${hash}` }),
    ],
    esbuildOptions(options) {
      options.legalComments = "none";
    },
    onSuccess: () => inlineAppCss("deal-analyzer.app", "__DEAL_ANALYZER_CSS__"),
  },
  // Issue 46: the Rental Analyzer's embed, built the same way (its charts inlined, not split).
  {
    ...shared,
    entry: { "rental-analyzer": "src/embed/rental-loader.ts" },
    format: ["iife"],
  },
  {
    ...shared,
    entry: { "rental-analyzer.app": "src/embed/rental-app.ts" },
    format: ["esm"],
    splitting: false,
    esbuildPlugins: [
      uiIsSideEffectFree,
      widgetsAreSideEffectFree,
      vanillaExtractPlugin({ identifiers: ({ hash }) => `ra-${hash}` }),
    ],
    esbuildOptions(options) {
      options.legalComments = "none";
    },
    onSuccess: () => inlineAppCss("rental-analyzer.app", "__RENTAL_ANALYZER_CSS__"),
  },
  // The payment and login embeds' loader (issue #49): their forms run in our frame page,
  // built by apps/site (/embed/frame/<kind>), so this is the only file partners load.
  {
    ...shared,
    entry: { academy: "src/embed/academy/loader.ts" },
    format: ["iife"],
  },
]);
