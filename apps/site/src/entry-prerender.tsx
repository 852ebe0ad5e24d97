import { createApiClient, createInProcessRefreshLock, createMemoryTokenStore } from "@academy/api";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./App.tsx";
import { AppRoutes } from "./routes.tsx";

/**
 * The HTML a visitor with no session sees at `url`, rendered at build time (scripts/prerender.mjs)
 * so the landing page paints before any JavaScript has loaded. `prerender` waits for the page's
 * lazy code, so the markup is complete. Nothing may touch the network here.
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
    // One piece: no boundary written as a fallback plus content swapped in by an inline script
    // (React does that for large boundaries), which would paint the spinner first.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
