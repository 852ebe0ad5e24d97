// size-limit for the site: the JavaScript "/" needs before it is interactive, read from the
// build manifest (run `pnpm run build` first; SITE_OUT_DIR picks another build folder). That is
// index.html's entry chunk and its static imports, plus the landing page's lazy chunk and its
// imports, which public/start-app.js preloads after the first paint (scripts/prerender.mjs).
// Gzip, as the bar is stated.
import { readFileSync } from "node:fs";
import path from "node:path";

const outDir = process.env.SITE_OUT_DIR ?? "dist";
const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));

function chunksFrom(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) chunksFrom(next, seen);
  return seen;
}

const files = (keys) => [...keys].map((key) => path.join(outDir, manifest[key].file));
const entry = chunksFrom("index.html");
const landing = chunksFrom("src/pages/HomePage/HomePage.tsx", new Set(entry));

export default [
  {
    name: "Initial JavaScript for / (entry + landing page)",
    path: files(landing),
    gzip: true,
    // Issue #18's bar, on React 19: react-dom alone is 63 KB of it, so everything the landing
    // page does not show at once loads when needed (the API client, the query cache, the
    // signed-in header, the login modal, the partnership and contact forms).
    limit: "100 KB",
  },
  {
    name: "Entry chunk and its imports (every route)",
    path: files(entry),
    gzip: true,
  },
];
