import {
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  type ApiClient,
  type User,
} from "@academy/api";
import {
  createMockFetch,
  createMockHandlers,
  mockTokensFor,
  type MockHandlersOptions,
} from "@academy/api/mocks";
import type { HttpHandler } from "msw";
import { vi } from "vitest";

/** Where the mocked API lives in tests; the site's relative "/api" resolves to it. */
export const TEST_ORIGIN = "http://localhost";
export const TEST_API = `${TEST_ORIGIN}/api`;

export interface MockApi {
  client: ApiClient;
  /** Every request sent, to the API or the form service, in order (clones, readable). */
  requests: Request[];
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

export interface MockApiOptions extends MockHandlersOptions {
  /** Start signed in as this user (tokens stored, GET /auth/me answers them). */
  user?: User | null;
  /** Handlers tried before the standard ones (failures, delays). */
  overrides?: HttpHandler[];
}

/**
 * The contract's mock handlers behind both the API client and the global fetch (which the
 * form submissions use), so a test talks to one consistent fake server.
 */
export function setupMockApi({
  user = null,
  overrides = [],
  ...options
}: MockApiOptions = {}): MockApi {
  const handlers = [...overrides, ...createMockHandlers({ baseUrl: TEST_API, ...options })];
  const mockFetch = createMockFetch(handlers);
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), TEST_ORIGIN), init);
    requests.push(request.clone());
    return mockFetch(request);
  };
  vi.stubGlobal("fetch", fetch);
  const client = createApiClient({
    baseUrl: TEST_API,
    fetch,
    tokenStore: createMemoryTokenStore(user ? mockTokensFor(user) : undefined),
    refreshLock: createInProcessRefreshLock(),
  });
  return { client, requests, fetch };
}
