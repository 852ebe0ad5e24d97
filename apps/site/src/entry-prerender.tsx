import { createApiClient, createInProcessRefreshLock, createMemoryTokenStore } from "@academy/api";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { StrictMode } from "react";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./App.tsx";
import { AppRoutes } from "./routes.tsx";

/**
 * The HTML a visitor with no session sees at `url`, rendered at build time (scripts/prerender.mjs)
 * so the landing page paints before any JavaScript has loaded. The build renders with preact
 * (vite.config.ts), the renderer that hydrates this markup; `renderToStringAsync` waits for the
 * page's lazy code, so the markup is complete. Nothing may touch the network here.
 */
export async function prerenderPage(url: string): Promise<string> {
  const client = createApiClient({
    baseUrl: "/api",
    tokenStore: createMemoryTokenStore(),
    refreshLock: createInProcessRefreshLock(),
    fetch: () => Promise.reject(new Error("No network while prerendering")),
  });
  const page = (
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  // The JSX above is typed as React's; in the build it is preact's (the aliases), hence the cast.
  return renderToStringAsync(page as unknown as VNode);
}
