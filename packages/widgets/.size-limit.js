// Size budgets (gzip) of the partner embeds, checked after `pnpm build` by `pnpm run size`.
// A JavaScript file because the payment and login apps share hashed chunks: each app's budget
// covers its entry and every chunk it imports, found by following the imports in dist/.
import { existsSync, readFileSync } from "node:fs";

const DIST = "dist";
/** React's own production build says this; its chunk is shared by every embed on a page. */
const REACT_MARKER = "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE";

const read = (file) => readFileSync(`${DIST}/${file}`, "utf8");

/** The file and every chunk it imports, directly or not. */
function withImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, chunk] of read(file).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    withImports(chunk, seen);
  }
  return seen;
}

const isReact = (file) => read(file).includes(REACT_MARKER);

function academyApp(name, label) {
  if (!existsSync(`${DIST}/${name}`)) throw new Error(`${DIST}/${name} is missing: build first.`);
  const files = [...withImports(name)];
  return {
    name: `${label}: dist/${name} and the chunks it imports, without React (before Stripe.js)`,
    path: files.filter((file) => !isReact(file)).map((file) => `${DIST}/${file}`),
    limit: "60 KB",
    gzip: true,
  };
}

const reactChunk = [...withImports("academy-enrol.app.js")].find(isReact);

export default [
  {
    name: "Loader: dist/deal-analyzer.js (defines <deal-analyzer>, reserves space, loads the rest)",
    path: "dist/deal-analyzer.js",
    limit: "2 KB",
    gzip: true,
  },
  {
    name: "Full embed: dist/deal-analyzer.app.js (React 19, widget, calculators, CSS inlined)",
    path: "dist/deal-analyzer.app.js",
    limit: "105 KB",
    gzip: true,
  },
  {
    name: "Loader: dist/rental-analyzer.js (defines <rental-analyzer>, reserves space, loads the rest)",
    path: "dist/rental-analyzer.js",
    limit: "2 KB",
    gzip: true,
  },
  {
    name: "Rental embed: dist/rental-analyzer.app.js (React 19, widget, charts, calculators, CSS)",
    path: "dist/rental-analyzer.app.js",
    // Session 23: +1.5 KB (measured 105.97 kB) for the number boxes' hints, which say what a
    // typed decimal or a capped value was counted as instead of changing it silently (issue 50).
    limit: "106.5 KB",
    gzip: true,
  },
  {
    name: "Loader: dist/academy.js (enrol, Discord join and login buttons; loads each app on use)",
    path: "dist/academy.js",
    limit: "2 KB",
    gzip: true,
  },
  academyApp("academy-enrol.app.js", "Enrol embed"),
  academyApp("academy-discord-join.app.js", "Discord join embed"),
  academyApp("academy-login.app.js", "Login embed"),
  {
    name: "React 19 for the payment and login embeds (one chunk, once per page for all of them)",
    path: `${DIST}/${reactChunk}`,
    limit: "70 KB",
    gzip: true,
  },
];
