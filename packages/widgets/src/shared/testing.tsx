import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  type ApiClient,
  type User,
} from "@academy/api";
import { createMockFetch, createMockHandlers, mockTokensFor } from "@academy/api/mocks";
import type { HttpHandler } from "msw";
import type { ReactNode } from "react";

export const TEST_API = "http://localhost/api";

/** A client on the contract's mock handlers; `requests` records what was sent. */
export function createTestClient(
  options: {
    user?: User;
    overrides?: HttpHandler[];
    testMode?: boolean;
    coursesOnSale?: boolean;
  } = {},
) {
  const handlers = [
    ...(options.overrides ?? []),
    ...createMockHandlers({
      baseUrl: TEST_API,
      testMode: options.testMode ?? true,
      coursesOnSale: options.coursesOnSale ?? true,
    }),
  ];
  const mockFetch = createMockFetch(handlers);
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: TEST_API,
    fetch: (request) => {
      requests.push(request.clone());
      return mockFetch(request);
    },
    tokenStore: createMemoryTokenStore(options.user ? mockTokensFor(options.user) : undefined),
    refreshLock: createInProcessRefreshLock(),
  });
  return { client, requests };
}

/** The providers a widget needs when the host page supplies them (as the site does). */
export function TestProviders({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return (
    <ApiProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </ApiProvider>
  );
}

/**
 * axe's violations as readable lines. Colour contrast needs real layout (checked by the
 * stories in a browser); `region` is about whole pages, not one widget.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const { default: axe } = await import("axe-core");
  const results = await axe.run(element, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

export { holdTimers } from "../../../../tooling/hold-timers.ts";
