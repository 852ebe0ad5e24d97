import {
  ACCESS_TOKEN_KEY,
  EARLY_ANSWERS_GLOBAL,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
} from "@academy/api";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./App.tsx";
import { HOME_WITH_LOGIN } from "./constants.ts";
import { API_BASE_URL } from "./config.ts";
import { AppRoutes, FIRST_CALLS, ROUTE_PATTERNS, SIGNED_IN_PATTERNS } from "./routes.tsx";

/**
 * The HTML a visitor with no session sees at `url`, rendered at build time with React's own
 * server renderer (scripts/prerender.mjs), so the landing page paints before any JavaScript has
 * loaded and src/main.tsx hydrates exactly this markup. `prerender` waits for every lazy part,
 * so the markup is complete and carries no streaming scripts. Nothing may touch the network.
 */
export async function prerenderPage(url: string): Promise<string> {
  const client = createApiClient({
    baseUrl: "/api",
    tokenStore: createMemoryTokenStore(),
    refreshLock: createInProcessRefreshLock(),
    fetch: () => Promise.reject(new Error("No network while prerendering")),
  });
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in place: no boundary may be outlined and moved into place by
    // React's inline completion scripts (the site allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The route table's patterns, for the server's routes manifest (unknown paths answer 404). */
export function routePatterns(): readonly string[] {
  return ROUTE_PATTERNS;
}

/**
 * What build/before-app.js needs to send a visitor with no session from a signed-in page
 * to the Student Login before the app loads: the pages, the stored token whose absence makes a
 * visitor anonymous (SessionProvider), and where such a visitor goes (academy.md §4).
 */
export function guestRedirect() {
  return { patterns: SIGNED_IN_PATTERNS, sessionKey: ACCESS_TOKEN_KEY, target: HOME_WITH_LOGIN };
}

/**
 * What build/before-app.js asks the API for, for a visitor with a stored session, before the
 * app's code has loaded (@academy/api earlyAnswers.ts): on every page the user (GET /auth/me,
 * SessionProvider's first call: nothing renders until it answers), and each route's first call.
 */
export function earlyCalls() {
  return {
    global: EARLY_ANSWERS_GLOBAL,
    apiBase: API_BASE_URL,
    calls: { "*": "/auth/me", ...FIRST_CALLS } as Readonly<Record<string, string>>,
  };
}
