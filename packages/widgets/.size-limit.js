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
    // Back at the Deal Analyzer's 105 KB (issue 46): 103.96 kB measured once the build stopped
    // keeping the Deal Analyzer's own field lists (tsup.config.ts, widgetsAreSideEffectFree).
    limit: "105 KB",
    gzip: true,
  },
  {
    name: "Loader: dist/academy.js (enrol, Discord join and login buttons; loads each app on use)",
    path: "dist/academy.js",
    limit: "2 KB",
    gzip: true,
  },
];
