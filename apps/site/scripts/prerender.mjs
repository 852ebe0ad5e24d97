// Renders the public pages (build/publicRoutes.mjs) to HTML at build time (React's server
// renderer), each inside #root of a copy of the built index.html, so they paint (and reach their
// largest paint) before the JavaScript arrives; the app then hydrates them (src/main.tsx).
// "/" goes into index.html itself, every other page into prerendered/<name>.html, listed in
// prerendered.json ({ path: file }), from which the server sends it for exactly that path (issue
// #30). Also writes, beside them:
// - app.html: the page as Vite built it, empty #root: what the server sends for every other
//   route, so no route shows another's page first, with build/before-app.js inlined first;
// - routes.json: the route table's patterns, from which the server answers 404 (issue #18).
// The prerendered pages carry no inline script; app.html carries one, before-app.js, which the
// server's Content-Security-Policy admits by its hash (inlineScriptHashes in apps/server). A
// page's code starts after its first paint (public/start-app.js), and its stylesheets are
// inlined (inlineStyles), so the first paint waits for no request after the HTML.
// Run after `vite build`, with the same SITE_OUT_DIR.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { PUBLIC_ROUTES } from "../build/publicRoutes.mjs";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(siteRoot, process.env.SITE_OUT_DIR ?? "dist");
const ssrDir = mkdtempSync(path.join(tmpdir(), "site-prerender-"));
const PRERENDERED = PUBLIC_ROUTES.filter((route) => route.prerender);
/** Where the server finds each prerendered page other than "/" (apps/server/src/http/site.ts). */
const PRERENDERED_MANIFEST = "prerendered.json";
const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page is readable without JavaScript, so its code starts loading right after the first
 * paint instead of competing with the stylesheets for the first bytes: Vite's entry script and
 * module preloads (plus the landing page's chunks) give way to public/start-app.js, a deferred
 * file that adds them on the next frame, told what to load by its data attributes (no inline
 * script: the Content-Security-Policy allows none).
 */
function deferScripts(page, extraScripts) {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error("index.html has no module entry script to defer.");
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = [...new Set([...preloads, ...extraScripts.map((file) => `/${file}`)])];
  const starter = `<script defer src="/start-app.js" data-entry="${entry}" data-preload="${modules.join(" ")}"></script>`;
  return page.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, starter);
}

/**
 * The page's stylesheets (index.html's own, then the route's) go into the HTML as one <style>,
 * in that order: each was a request
 * that held the first paint back (a round trip on a phone's network, issue #30's Lighthouse
 * runs). Each link stays, disabled, so that the browser fetches nothing for it and Vite's
 * loader, which looks for a stylesheet link of that address before it adds one for a lazily
 * loaded chunk, knows the rules are already on the page.
 */
function inlineStyles(page, routeStyles) {
  const files = [...[...page.matchAll(STYLESHEET)].map((match) => match[1]), ...routeStyles];
  if (files.length === 0) return page;
  const css = files.map((file) => readFileSync(path.join(outDir, file), "utf8").trim());
  if (css.some((rules) => rules.includes("</style"))) throw new Error("A stylesheet ends <style>.");
  const markers = files
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`)
    .join("\n    ");
  return page
    .replace(STYLESHEET, "")
    .replace("</head>", `  <style>${css.join("\n")}</style>\n    ${markers}\n  </head>`);
}

/**
 * app.html (every route not prerendered) starts with build/before-app.js, which sends a visitor
 * with no session from a signed-in page to the Student Login before the app loads, and starts a
 * signed-in visitor's page code and first API calls with the app's; its data attributes carry
 * the app's own facts (entry-prerender.tsx guestRedirect, earlyCalls), the files every page
 * needs for a stored session and each such route's files (signedInFiles). Inline, not a file:
 * a blocking script file is one more round trip before a guest is sent on or a learner's page
 * code is requested (Lighthouse, guest /course/2: LCP 1494 ms as a file, 1378 ms inline).
 * Its comment lines are left out; the server hashes the body exactly as written here.
 */
function withBeforeApp(page, { patterns, sessionKey, target }, files, early) {
  const addresses = (list) => list.map((file) => `/${file}`).join(",");
  const session = addresses(files.session);
  const routes = Object.entries(files.routes).map(
    ([pattern, list]) => `${pattern}=${addresses(list)}`,
  );
  const calls = Object.entries(early.calls).map(([pattern, call]) => `${pattern}=${call}`);
  const values = [
    ...patterns,
    sessionKey,
    target,
    session,
    ...routes,
    early.global,
    early.apiBase,
    ...calls,
  ];
  if (values.some((value) => /["&<>\s]/.test(value)))
    throw new Error(`A value for before-app.js needs escaping: ${values.join(" ")}`);
  const body = readFileSync(path.join(siteRoot, "build/before-app.js"), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
    .join("\n");
  if (/<\/script|<!--/i.test(body)) throw new Error("before-app.js would end its <script> early.");
  const script = `<script data-patterns="${patterns.join(" ")}" data-session-key="${sessionKey}" data-target="${target}" data-session-files="${session}" data-route-files="${routes.join(" ")}" data-early-global="${early.global}" data-api-base="${early.apiBase}" data-early-calls="${calls.join(" ")}">${body}</script>`;
  if (!page.includes("</title>")) throw new Error("index.html has no <title> to follow.");
  return page.replace("</title>", `</title>\n    ${script}`);
}

/**
 * What every page loads lazily at once for a stored session, preloaded on each of them:
 * - the API client (packages/api deferredClient.ts loads it on the first call), which the
 *   user's own call (academy.md §4: nothing renders before it answers) waited for, requested
 *   only once the entry had run (Lighthouse, learner /course/2: at 352 ms of a 600 ms load);
 * - the header's controls for a signed-in user: loaded lazily, they and then their imports
 *   arrived one after the other, and the player's lesson calls waited for them (Lighthouse with
 *   devtools throttling, learner /course/2: lesson calls from 4.9 s to 4.5 s, LCP 5129 to
 *   4692 ms, median of 3).
 */
const SESSION_MODULES = [
  "../../packages/api/src/client.ts",
  "src/components/Header/AccountControls.tsx",
];

/** The build manifest's keys `key` imports, itself included; with `lazily`, dynamically too. */
function reachableChunks(manifest, key, { lazily = false } = {}, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  const next = [
    ...(manifest[key].imports ?? []),
    ...(lazily ? (manifest[key].dynamicImports ?? []) : []),
  ];
  for (const other of next) reachableChunks(manifest, other, { lazily }, seen);
  return seen;
}

/**
 * The page's own chunks and stylesheets beyond what index.html already loads: the markup needs
 * its CSS from the first paint (no flash, no shift), and hydration its code without a wait.
 * The stylesheets include those of the parts the page loads lazily (its dynamic imports, which
 * the prerendered markup shows before their code arrives); their code is not preloaded.
 */
function routeAssets(manifest, routeModule) {
  const reachable = (key, options, seen) => reachableChunks(manifest, key, options, seen);
  const initial = reachable("index.html");
  const beyondEntry = (options) =>
    [...reachable(routeModule, options, new Set(initial))].filter((key) => !initial.has(key));
  const css = new Set(beyondEntry({ lazily: true }).flatMap((key) => manifest[key].css ?? []));
  for (const key of initial) for (const file of manifest[key].css ?? []) css.delete(file);
  return {
    scripts: beyondEntry().map((key) => manifest[key].file),
    styles: [...css],
  };
}

/**
 * What a signed-in visitor's non-prerendered page loads beyond the entry before it shows its
 * content: the page module's chunks and those of the parts it loads at once (its own dynamic
 * imports, like the course player), with their stylesheets.
 */
function signedInFiles(manifest, routeModule) {
  if (!manifest[routeModule]) throw new Error(`The build manifest has no ${routeModule}.`);
  const initial = reachableChunks(manifest, "index.html");
  const parts = [routeModule, ...(manifest[routeModule].dynamicImports ?? [])];
  const chunks = new Set(parts.flatMap((part) => [...reachableChunks(manifest, part)]));
  return [...chunks]
    .filter((key) => !initial.has(key))
    .flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
}

try {
  await build({
    root: siteRoot,
    configFile: path.join(siteRoot, "vite.config.ts"),
    logLevel: "warn",
    // Everything bundled: the renderer runs from a temporary folder with no node_modules.
    ssr: { noExternal: true },
    build: {
      ssr: path.join(siteRoot, "src/entry-prerender.tsx"),
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      minify: false,
    },
  });
  const { earlyCalls, guestRedirect, prerenderPage, routePatterns } = await import(
    pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href
  );
  const indexPath = path.join(outDir, "index.html");
  const page = readFileSync(indexPath, "utf8");
  if (!page.includes(EMPTY_ROOT))
    throw new Error(`${indexPath} has no empty ${EMPTY_ROOT} to fill.`);
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
  const signedInRoutes = PUBLIC_ROUTES.filter((route) => !route.prerender);
  const session = [
    ...new Set(SESSION_MODULES.flatMap((module) => signedInFiles(manifest, module))),
  ];
  const routes = Object.fromEntries(
    signedInRoutes.map((route) => [
      route.path,
      signedInFiles(manifest, route.module).filter((file) => !session.includes(file)),
    ]),
  );
  writeFileSync(
    path.join(outDir, "app.html"),
    withBeforeApp(page, guestRedirect(), { session, routes }, earlyCalls()),
  );
  writeFileSync(path.join(outDir, "routes.json"), `${JSON.stringify(routePatterns(), null, 2)}\n`);
  const served = {};
  mkdirSync(path.join(outDir, "prerendered"), { recursive: true });
  for (const { path: route, module } of PRERENDERED) {
    const markup = await prerenderPage(route);
    if (/<script(?![^>]*\bsrc=)[^>]*>/.test(page) || /<script(?![^>]*\bsrc=)[^>]*>/.test(markup))
      throw new Error(
        `The built HTML of ${route} would carry an inline script: move it to a file.\n${markup.match(/<script[^]{0,300}/)?.[0] ?? ""}`,
      );
    if (!manifest[module]) throw new Error(`The build manifest has no ${module}.`);
    const { scripts, styles } = routeAssets(manifest, module);
    const file = route === "/" ? "index.html" : `prerendered${route}.html`;
    writeFileSync(
      path.join(outDir, file),
      inlineStyles(deferScripts(page, scripts), styles).replace(
        EMPTY_ROOT,
        `<div id="root" data-prerendered="${route}">${markup}</div>`,
      ),
    );
    if (route !== "/") served[route] = file;
    console.log(`prerendered ${route} into ${file} (${markup.length} characters)`);
  }
  writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(served, null, 2)}\n`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
