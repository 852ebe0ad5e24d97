// Size budgets (gzip) of the partner embeds, checked after `pnpm build` by `pnpm run size`.
// The payment and login embeds' forms run in our frame page since issue #49: its budget is
// the site's (apps/site/.size-limit.js, "Embed frame page").
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
];
