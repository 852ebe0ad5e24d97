import {
  ApiProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  createQueryClient,
  SessionProvider,
  type ApiClient,
  type User,
} from "@academy/api";
import { mockTokensFor } from "@academy/api/mocks";
import { useState, type ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import {
  CoursePlayerPage,
  type CoursePlayerPageProps,
} from "../CoursePlayerPage/CoursePlayerPage.tsx";

/**
 * A client for stories and tests: tokens in memory (signed in as `user`, or signed out), and
 * either the real fetch (Storybook, where MSW's worker answers) or a mock fetch (unit tests).
 */
export function createPlayerClient(options: {
  user: User | null;
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? "/api",
    fetch: options.fetch,
    tokenStore: createMemoryTokenStore(options.user ? mockTokensFor(options.user) : undefined),
    refreshLock: createInProcessRefreshLock(),
  });
}

/** Shows where the router went (the login redirect) as text a test or story can read. */
function LocationProbe({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {label}: <output data-testid="location">{`${pathname}${search}`}</output>
    </p>
  );
}

/** The providers alone, for stories and tests of one part of the player. */
export function PlayerProviders({ client, children }: { client: ApiClient; children?: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <SessionProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionProvider>
    </ApiProvider>
  );
}

export interface PlayerHarnessProps extends CoursePlayerPageProps {
  client: ApiClient;
  /** The address the router starts at; `/course/2` by default. */
  path?: string;
  children?: ReactNode;
}

/**
 * The course page the way the site mounts it: API and session providers, the router, and the
 * `/course/:id` route, plus a home route that shows where a redirect went.
 */
export function PlayerHarness({
  client,
  path = "/course/2",
  timings,
  children,
}: PlayerHarnessProps) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <main>
            <Routes>
              <Route path="/course/:id" element={<CoursePlayerPage timings={timings} />} />
              <Route path="/course/" element={<CoursePlayerPage timings={timings} />} />
              <Route path="*" element={<LocationProbe label="Redirected to" />} />
            </Routes>
          </main>
          {children}
        </MemoryRouter>
      </SessionProvider>
    </ApiProvider>
  );
}
