import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../ApiProvider.tsx";
import { createApiClient } from "../client.ts";
import {
  createMockFetch,
  createMockHandlers,
  MOCK_PASSWORD,
  mockTokensFor,
  mockUsers,
} from "../mocks/index.ts";
import { createInProcessRefreshLock } from "../refreshLock.ts";
import { createMemoryTokenStore, type TokenStore } from "../tokenStore.ts";
import { SessionProvider, useSession, type LoginOutcome } from "./SessionProvider.tsx";

const BASE_URL = "http://api.test/api";

function Probe({ onLogin }: { onLogin?: (outcome: LoginOutcome) => void }) {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.full_name ?? "none"}</p>
      <p>courses: {session.user?.courses.join(",") ?? "none"}</p>
      <button
        onClick={() =>
          void session
            .login({ email: mockUsers.mentee.email, password: MOCK_PASSWORD })
            .then(onLogin)
        }
      >
        Login
      </button>
      <button
        onClick={() =>
          void session.login({ email: mockUsers.mentee.email, password: "nope" }).then(onLogin)
        }
      >
        Bad login
      </button>
      <button
        onClick={() =>
          void session
            .register({
              email: "new.member@example.com",
              password: "Strong123!",
              full_name: "New Member",
            })
            .then(onLogin)
        }
      >
        Register
      </button>
      <button
        onClick={() =>
          void session
            .register({ email: mockUsers.mentee.email, password: "Strong123!", full_name: "Dup" })
            .then(onLogin)
        }
      >
        Register taken
      </button>
      <button onClick={() => void session.logout()}>Logout</button>
    </div>
  );
}

function renderSession(
  tokenStore: TokenStore,
  fetch: (request: Request) => Promise<Response> = createMockFetch(
    createMockHandlers({ baseUrl: BASE_URL }),
  ),
  onLogin?: (outcome: LoginOutcome) => void,
) {
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch,
    tokenStore,
    refreshLock: createInProcessRefreshLock(),
  });
  return render(
    <ApiProvider client={client}>
      <SessionProvider>
        <Probe onLogin={onLogin} />
      </SessionProvider>
    </ApiProvider>,
  );
}

describe("SessionProvider", () => {
  it("renders at once, signed out, when no token is stored", () => {
    renderSession(createMemoryTokenStore());
    expect(screen.getByText("status: anonymous")).toBeInTheDocument();
  });

  it("renders nothing while the stored token's user loads, then the user", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mockFetch = createMockFetch(createMockHandlers({ baseUrl: BASE_URL }));
    const slowFetch = async (request: Request) => {
      await gate;
      return mockFetch(request);
    };
    const { container } = renderSession(
      createMemoryTokenStore(mockTokensFor(mockUsers.student)),
      slowFetch,
    );

    expect(container).toBeEmptyDOMElement();
    act(() => release());
    expect(await screen.findByText("user: Jordan Rivera")).toBeInTheDocument();
  });

  it("expands a mentorship user's courses to development, nascla and mentorship", async () => {
    renderSession(createMemoryTokenStore(mockTokensFor(mockUsers.mentee)));
    expect(await screen.findByText("courses: development,nascla,mentorship")).toBeInTheDocument();
  });

  it("clears the session when the stored token is bad (and the refresh is refused)", async () => {
    const tokenStore = createMemoryTokenStore({
      access_token: "garbage",
      refresh_token: "also-garbage",
    });
    renderSession(tokenStore);

    expect(await screen.findByText("status: anonymous")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it("keeps the stored tokens when /auth/me gets no answer (offline, or the page navigating away)", async () => {
    const tokens = mockTokensFor(mockUsers.student);
    const tokenStore = createMemoryTokenStore(tokens);
    renderSession(tokenStore, () => Promise.reject(new TypeError("Failed to fetch")));

    expect(await screen.findByText("status: anonymous")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBe(tokens.access_token);
    expect(tokenStore.getRefreshToken()).toBe(tokens.refresh_token);
  });

  it("keeps the stored tokens when the server fails rather than rejecting them", async () => {
    const tokens = mockTokensFor(mockUsers.student);
    const tokenStore = createMemoryTokenStore(tokens);
    renderSession(tokenStore, async () =>
      Response.json({ detail: "Service unavailable" }, { status: 503 }),
    );

    expect(await screen.findByText("status: anonymous")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBe(tokens.access_token);
  });

  it("recovers a session whose access token expired but whose refresh token is good", async () => {
    const tokenStore = createMemoryTokenStore({
      access_token: "expired",
      refresh_token: mockTokensFor(mockUsers.student).refresh_token,
    });
    renderSession(tokenStore);

    expect(await screen.findByText("user: Jordan Rivera")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toMatch(/^mock-access-token-1-/);
  });

  it("login stores the tokens and sets the user (courses expanded)", async () => {
    const tokenStore = createMemoryTokenStore();
    const onLogin = vi.fn();
    renderSession(tokenStore, undefined, onLogin);

    await userEvent.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("courses: development,nascla,mentorship")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toMatch(/^mock-access-token-2-/);
    expect(tokenStore.getRefreshToken()).toMatch(/^mock-refresh-token-2-/);
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ ok: true }));
  });

  it("register creates the account and signs it in; a taken e-mail stores nothing", async () => {
    const tokenStore = createMemoryTokenStore();
    const onLogin = vi.fn();
    renderSession(tokenStore, undefined, onLogin);

    await userEvent.click(screen.getByRole("button", { name: "Register taken" }));
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ ok: false, status: 409 })),
    );
    expect(tokenStore.getAccessToken()).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("user: New Member")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toMatch(/^mock-access-token-/);
  });

  it("a failed login reports the server's message and stores nothing", async () => {
    const tokenStore = createMemoryTokenStore();
    const onLogin = vi.fn();
    renderSession(tokenStore, undefined, onLogin);

    await userEvent.click(screen.getByRole("button", { name: "Bad login" }));

    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({
        ok: false,
        status: 401,
        message: "Invalid credentials",
      }),
    );
    expect(screen.getByText("status: anonymous")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it("logout clears both tokens and the user, and revokes the refresh token", async () => {
    const tokens = mockTokensFor(mockUsers.student);
    const tokenStore = createMemoryTokenStore(tokens);
    const mockFetch = createMockFetch(createMockHandlers({ baseUrl: BASE_URL }));
    const sent: string[] = [];
    const spyFetch = async (request: Request) => {
      sent.push(
        `${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`,
      );
      return mockFetch(request);
    };
    renderSession(tokenStore, spyFetch);
    await screen.findByText("user: Jordan Rivera");

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(screen.getByText("status: anonymous")).toBeInTheDocument();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    await waitFor(() =>
      expect(sent).toContain(`POST /api/auth/logout {"refresh_token":"${tokens.refresh_token}"}`),
    );
  });

  it("logout still signs out when the server cannot be reached", async () => {
    const tokenStore = createMemoryTokenStore(mockTokensFor(mockUsers.student));
    const mockFetch = createMockFetch(createMockHandlers({ baseUrl: BASE_URL }));
    const flakyFetch = async (request: Request) => {
      if (request.url.endsWith("/auth/logout")) throw new TypeError("Failed to fetch");
      return mockFetch(request);
    };
    renderSession(tokenStore, flakyFetch);
    await screen.findByText("user: Jordan Rivera");

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(screen.getByText("status: anonymous")).toBeInTheDocument();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it("signs out when the tokens are cleared elsewhere (another tab, a failed refresh)", async () => {
    const tokenStore = createMemoryTokenStore(mockTokensFor(mockUsers.student));
    renderSession(tokenStore);
    await screen.findByText("user: Jordan Rivera");

    act(() => tokenStore.clear());

    expect(screen.getByText("status: anonymous")).toBeInTheDocument();
  });

  it("signs in when another tab stores a token", async () => {
    const tokenStore = createMemoryTokenStore();
    renderSession(tokenStore);

    act(() => tokenStore.setTokens(mockTokensFor(mockUsers.student)));

    expect(await screen.findByText("user: Jordan Rivera")).toBeInTheDocument();
  });
});
