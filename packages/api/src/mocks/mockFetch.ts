import { getResponse, type HttpHandler } from "msw";

/**
 * A fetch that answers from MSW handlers in-process, without a service worker or patched
 * globals: `createApiClient({ baseUrl, fetch: createMockFetch(createMockHandlers({ baseUrl })) })`.
 * Unhandled requests answer 404 so a missing handler shows up as a failed call, not a hang.
 */
export function createMockFetch(handlers: HttpHandler[]): (request: Request) => Promise<Response> {
  return async (request) =>
    (await getResponse(handlers, request)) ??
    new Response(JSON.stringify({ detail: `No mock for ${request.method} ${request.url}` }), {
      status: 404,
      headers: { "Content-Type": "application/json" },
    });
}
