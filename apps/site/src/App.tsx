import { ApiClientProvider, SessionProvider, type ApiClient } from "@academy/api";
import { ThemeRoot } from "@academy/ui";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary.tsx";
import { AppRoutes } from "./routes.tsx";
import * as styles from "./App.css.ts";

export interface AppProvidersProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Theme, the app-wide error boundary (academy.md §2), the API client and the session: while a
 * stored token's user loads, nothing renders (academy.md §4). The query library is not here:
 * the pages that query load it with their code (<QueryScope> in routes.tsx), so the landing
 * page never pays for it (issue #18).
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeRoot surface="page" className={styles.root}>
      <ErrorBoundary>
        <ApiClientProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApiClientProvider>
      </ErrorBoundary>
    </ThemeRoot>
  );
}

export function App({ client }: { client: ApiClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
