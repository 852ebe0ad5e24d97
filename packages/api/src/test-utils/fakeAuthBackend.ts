/**
 * An in-process stand-in for the server's token handling, for the refresh tests: one valid
 * access token at a time, refresh tokens rotated on use (a used one is refused, as the real
 * server does), and counters for every call.
 */
export interface FakeAuthBackendOptions {
  /** The refresh token the server currently accepts. */
  refreshToken?: string;
  /** How long POST /refresh takes, so that concurrent failures overlap it. */
  refreshDelayMs?: number;
  /** Status POST /refresh answers with instead of issuing tokens (e.g. 401, 503). */
  refreshFailsWith?: number;
  /** Paths (as sent, e.g. "/api/admin/courses") that answer 401 whatever the token. */
  alwaysUnauthorized?: string[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createFakeAuthBackend(options: FakeAuthBackendOptions = {}) {
  const { refreshDelayMs = 20, alwaysUnauthorized = [] } = options;
  let generation = 1;
  let validAccess: string | null = null;
  let validRefresh = options.refreshToken ?? "refresh-1";

  /** Every non-refresh request: path, the bearer it carried and its body. */
  const requests: { path: string; bearer: string | null; body: string }[] = [];
  const stats = { refreshCalls: 0, requests };

  async function fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/refresh") {
      stats.refreshCalls++;
      const body: unknown = await request.json();
      await sleep(refreshDelayMs);
      if (options.refreshFailsWith) {
        return json(options.refreshFailsWith, { detail: "Refresh refused" });
      }
      const presented =
        typeof body === "object" && body !== null && "refresh_token" in body
          ? body.refresh_token
          : null;
      if (presented !== validRefresh) return json(401, { detail: "Invalid refresh token" });
      generation++;
      validAccess = `access-${generation}`;
      validRefresh = `refresh-${generation}`;
      return json(200, { access_token: validAccess, refresh_token: validRefresh });
    }

    const header = request.headers.get("Authorization");
    const bearer = header?.startsWith("Bearer ") ? header.slice(7) : null;
    const body = await request.text();
    stats.requests.push({ path: pathname, bearer, body });
    if (alwaysUnauthorized.includes(pathname) || bearer === null || bearer !== validAccess) {
      return json(401, { detail: "Token expired" });
    }
    if (pathname === "/api/auth/me") {
      return json(200, {
        id: 1,
        full_name: "Jordan Rivera",
        email: "jordan.rivera@example.com",
        is_admin: false,
        profile_picture_url: null,
        courses: ["nascla"],
      });
    }
    // Everything else echoes what it received, so a retry can be checked for its body.
    return json(200, { content: body });
  }

  return {
    fetch,
    stats,
    /** Requests that reached a path, in order. */
    requestsTo: (path: string) => stats.requests.filter((request) => request.path === path),
    get validRefreshToken() {
      return validRefresh;
    },
  };
}
