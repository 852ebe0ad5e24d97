import {
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  type User,
} from "@academy/api";
import type { paths } from "@academy/api/contract";
import { createMockHandlers, mockTokensFor } from "@academy/api/mocks";
import type { HttpHandler } from "msw";
import { createOpenApiHttp } from "openapi-msw";
import { useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "../App.tsx";
import { AppRoutes } from "../routes.tsx";

/** Typed MSW handlers for story-specific answers, at the site's API base. */
export const siteHttp = createOpenApiHttp<paths>({ baseUrl: "/api" });

/** The contract's mock API with `overrides` tried first (msw.use puts later handlers first). */
export function siteHandlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...createMockHandlers({ baseUrl: "/api" })];
}

/** An answer that never comes: the loading states stay on screen. */
export const never = () => new Promise<never>(() => undefined);

export interface SitePageProps {
  /** The address the router starts at. */
  path: string;
  /** Signed in as this fixture user (tokens kept in memory, not in the browser's storage). */
  user?: User | null;
  /** Something to render instead of the route table (one component in the site's frame). */
  children?: ReactNode;
}

/** The site as it runs, at `path`, on the contract's mocked API. */
export function SitePage({ path, user = null, children }: SitePageProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(user ? mockTokensFor(user) : undefined),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  return (
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{children ?? <AppRoutes />}</MemoryRouter>
    </AppProviders>
  );
}

/**
 * Waits long enough for a page's code to load in a story run: a ceiling for a busy machine, as
 * Storybook's asyncUtilTimeout (tooling/test-ceilings.ts STATE_WAIT_MS), never a speed check.
 */
export const FIND = { timeout: 60_000 } as const;

/**
 * For stories that end with a modal open: Radix hides the page behind it from assistive
 * technology and traps focus in the dialog, which axe cannot see and reports as
 * `aria-hidden-focus`. Only that rule is off; everything in the dialog is still checked.
 */
export const OVERLAY_OPEN_A11Y = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
} as const;
