import base from "./playwright.config.ts";

/**
 * The Discord journey with sales closed (SALES_DISCORD=false, the spec's launch setting): the
 * same server and site as playwright.config.ts, another environment, this spec alone.
 * `E2E_PORT=<port> pnpm exec playwright test -c playwright.discord-closed.config.ts`
 */
const servers = Array.isArray(base.webServer)
  ? base.webServer
  : base.webServer
    ? [base.webServer]
    : [];

export default {
  ...base,
  testMatch: "discord-closed.spec.ts",
  testIgnore: [],
  webServer: servers.map((server) =>
    server.url?.endsWith("/api/health")
      ? { ...server, env: { ...server.env, SALES_DISCORD: "false" } }
      : server,
  ),
};
