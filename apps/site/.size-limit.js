// size-limit for the site: the JavaScript each public route needs before it is interactive,
// read from the build manifest (run `pnpm run build` first; SITE_OUT_DIR picks another build
// folder), each against its budget in build/publicRoutes.mjs, so a route that grows fails the
// build (issue #30). A route's initial JavaScript is index.html's entry chunk and its static
// imports plus the route's lazily loaded page module and its static imports (which a prerendered
// page preloads after its first paint: scripts/prerender.mjs). Gzip, as the bars are stated.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ROUTES } from "./build/publicRoutes.mjs";

const outDir = process.env.SITE_OUT_DIR ?? "dist";
const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));

function chunksFrom(key, seen = new Set()) {
  if (!manifest[key]) throw new Error(`The build manifest has no ${key}.`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) chunksFrom(next, seen);
  return seen;
}

const files = (keys) => [...keys].map((key) => path.join(outDir, manifest[key].file));

/** The embed frame page's own build (vite.frame.config.ts) and its manifest. */
function frameFiles() {
  const frame = JSON.parse(
    readFileSync(path.join(outDir, ".vite/embed-frame-manifest.json"), "utf8"),
  );
  const entry = frame["embed/frame/index.html"];
  if (!entry) throw new Error("The frame build's manifest has no embed/frame/index.html.");
  return [entry.file, ...(entry.imports ?? []).map((key) => frame[key].file)].map((file) =>
    path.join(outDir, file),
  );
}
const entry = chunksFrom("index.html");

export default [
  ...PUBLIC_ROUTES.map((route) => ({
    name: `Initial JavaScript for ${route.path}`,
    path: files(chunksFrom(route.module, new Set(entry))),
    gzip: true,
    limit: route.budget,
  })),
  {
    // Issue 49: the payment and login embeds' forms on partners' pages (one page, three forms),
    // loaded only by a visitor who points at or focuses an embed's button. Session 24 (issue
    // 48): up 3 KB for the levers the embedded checkouts now carry (free-trial words and card
    // set-up, the payment-plan choice, a partner's promotion code and the server's refusal
    // reason); measured 122.41 kB.
    name: "Embed frame page (/embed/frame/<kind>): its entry and static imports",
    path: frameFiles(),
    gzip: true,
    limit: "123 KB",
  },
  {
    name: "Entry chunk and its imports (every route)",
    path: files(entry),
    gzip: true,
    // Up 1 KB in session 22: the password confirmation's host in every layout (issue 45) and
    // the owner's console's one lazy route with its header links (issue 47) measured 94.53 KB.
    // Up 0.5 KB in session 25: the session's refresh() after a paused plan is paid (issue 48:
    // every course list current without a reload) measured 95.08 KB.
    limit: "95.5 KB",
  },
];
