import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useApi } from "../ApiContext.ts";
import { LOGIN_INVALID_CREDENTIALS, LOGIN_SERVER_ERROR } from "../constants.ts";
import { errorMessage } from "../errors.ts";
import type { IssuedTokens } from "../tokenStore.ts";
import type { LoginRequest, RegisterRequest, User } from "../types.ts";
import { normalizeUser } from "./courses.ts";

export type SessionStatus = "loading" | "authenticated" | "anonymous";

export type LoginOutcome =
  | { ok: true; user: User }
  /** `status` is null when the server could not be reached. */
  | { ok: false; status: number | null; message: string };

export interface SessionValue {
  status: SessionStatus;
  /** The signed-in user, courses expanded (mentorship implies development and nascla). */
  user: User | null;
  /** Signs in; on success the tokens are stored and `user` is set. */
  login(credentials: LoginRequest): Promise<LoginOutcome>;
  /**
   * Creates the account (POST /auth/register) and signs it in. A refusal answers the server's
   * HTTP status and message (409: the e-mail is taken); `status` null when unreachable.
   */
  register(details: RegisterRequest): Promise<LoginOutcome>;
  /**
   * Clears both tokens, the user and cached queries at once, then revokes the refresh token on
   * the server, best-effort (an unreachable server must not keep anyone signed in).
   */
  logout(): Promise<void>;
  /**
   * Adopts tokens issued by another call (registration, enrolment, subscriptions). Without
   * `user`, loads it with GET /auth/me.
   */
  startSession(tokens: IssuedTokens, user?: User): Promise<void>;
  /**
   * After something changed what the signed-in user holds (issue 48: a paused plan paid, the
   * course open again): loads the user again (GET /auth/me, as at start) and marks every cached
   * query stale, refetching those on screen, so the header, course cards, My Courses and the
   * plans all show it without a reload. An answer that does not come keeps the user as it was.
   */
  refresh(): Promise<void>;
  /**
   * academy.md §8: a refresh was refused (the tokens are gone): true until `dismissExpired()`,
   * so the app can say "Session expired, please login again" and offer the login.
   */
  expired: boolean;
  dismissExpired(): void;
}

type State =
  | { status: "loading"; user: null }
  | { status: "anonymous"; user: null }
  | {
      status: "authenticated";
      user: User;
    };

const ANONYMOUS: State = { status: "anonymous", user: null };

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The session of academy.md §4: at start a stored token loads GET /auth/me, and nothing renders
 * until that answers; a failure clears the session (and a rejected token is removed). Follows other tabs through the token store
 * (a logout or a failed refresh there signs this tab out; a login there signs it in).
 * Must be inside <ApiProvider> or <ApiClientProvider>.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const { client, caches } = useApi();
  const { tokenStore } = client;
  const clearCaches = useCallback(() => caches.forEach((cache) => cache.clear()), [caches]);

  const [state, setStateOnly] = useState<State>(() =>
    tokenStore.getAccessToken() ? { status: "loading", user: null } : ANONYMOUS,
  );
  // Callbacks that outlive a render (store subscriptions, awaited calls) read the status here.
  const stateRef = useRef(state);
  const setState = useCallback((next: State) => {
    stateRef.current = next;
    setStateOnly(next);
  }, []);
  const [expired, setExpired] = useState(false);
  const dismissExpired = useCallback(() => setExpired(false), []);
  // Subscribed from the first render on: the stored token's first GET /auth/me may be the call
  // whose refresh is refused, while nothing renders yet.
  useEffect(() => client.onSessionExpired(() => setExpired(true)), [client]);
  // The token this provider last saw or set, to tell other tabs' changes from its own.
  const knownToken = useRef(tokenStore.getAccessToken());
  // Each load gets a number; an answer that is no longer the latest is dropped.
  const loadSequence = useRef(0);
  /** Drops the answer of any GET /auth/me in flight (superseded, or the provider is gone). */
  const dropPendingLoads = useCallback(() => {
    loadSequence.current++;
  }, []);

  /** GET /auth/me: the user, or null with whether the server refused the token itself. */
  const fetchUser = useCallback(async () => {
    try {
      const { data, response } = await client.GET("/auth/me");
      return {
        user: data ? normalizeUser(data) : null,
        tokenRejected: response.status === 401 || response.status === 403,
      };
    } catch {
      return { user: null, tokenRejected: false };
    }
  }, [client]);

  const loadUser = useCallback(async () => {
    const sequence = ++loadSequence.current;
    // Only the server's "this token is not valid" ends the stored session. A request that never
    // got an answer (offline, or aborted because the page is navigating away) or a server error
    // says nothing about the token: this view starts signed out and the next load tries again.
    const { user, tokenRejected } = await fetchUser();
    if (sequence !== loadSequence.current) return;
    if (user) {
      setState({ status: "authenticated", user });
      return;
    }
    if (tokenRejected) {
      knownToken.current = null;
      tokenStore.clear();
    }
    setState(ANONYMOUS);
  }, [fetchUser, tokenStore, setState]);

  const refresh = useCallback(async () => {
    const stale = [...caches].map((cache) => cache.invalidateQueries());
    if (stateRef.current.status === "authenticated") {
      const sequence = ++loadSequence.current;
      const { user } = await fetchUser();
      // Signed in still, and no later load or sign-out overtook this answer. A refused token
      // signs out through the token store already; no answer at all changes nothing here.
      if (user && sequence === loadSequence.current && stateRef.current.status === "authenticated")
        setState({ status: "authenticated", user });
    }
    await Promise.all(stale);
  }, [caches, fetchUser, setState]);

  useEffect(() => {
    if (stateRef.current.status === "loading") void loadUser();
    return () => {
      // Unmounted (or StrictMode's rehearsal): let the pending answer fall on the floor.
      dropPendingLoads();
    };
  }, [loadUser, dropPendingLoads]);

  useEffect(
    () =>
      tokenStore.subscribe(() => {
        const token = tokenStore.getAccessToken();
        if (token === knownToken.current) return;
        knownToken.current = token;
        if (!token) {
          dropPendingLoads();
          setState(ANONYMOUS);
          clearCaches();
        } else if (stateRef.current.status === "anonymous") {
          void loadUser();
        }
        // A new token while signed in is a refresh: same user, nothing to do.
      }),
    [tokenStore, loadUser, clearCaches, setState, dropPendingLoads],
  );

  const startSession = useCallback(
    async (tokens: IssuedTokens, user?: User) => {
      knownToken.current = tokens.access_token;
      tokenStore.setTokens(tokens);
      if (user) {
        dropPendingLoads();
        setState({ status: "authenticated", user: normalizeUser(user) });
      } else {
        await loadUser();
      }
    },
    [tokenStore, loadUser, setState, dropPendingLoads],
  );

  const login = useCallback(
    async (credentials: LoginRequest): Promise<LoginOutcome> => {
      try {
        const { data, error, response } = await client.POST("/auth/login", { body: credentials });
        if (data) {
          const { user, ...tokens } = data;
          await startSession(tokens, user);
          return { ok: true, user: normalizeUser(user) };
        }
        const fallback = response.status >= 500 ? LOGIN_SERVER_ERROR : LOGIN_INVALID_CREDENTIALS;
        return { ok: false, status: response.status, message: errorMessage(error, fallback) };
      } catch {
        return { ok: false, status: null, message: LOGIN_SERVER_ERROR };
      }
    },
    [client, startSession],
  );

  const register = useCallback(
    async (details: RegisterRequest): Promise<LoginOutcome> => {
      try {
        const { data, error, response } = await client.POST("/auth/register", { body: details });
        if (data) {
          const { user, ...tokens } = data;
          await startSession(tokens, user);
          return { ok: true, user: normalizeUser(user) };
        }
        return { ok: false, status: response.status, message: errorMessage(error, "") };
      } catch {
        return { ok: false, status: null, message: "" };
      }
    },
    [client, startSession],
  );

  const logout = useCallback(async () => {
    const refreshToken = tokenStore.getRefreshToken();
    knownToken.current = null;
    dropPendingLoads();
    tokenStore.clear();
    setState(ANONYMOUS);
    clearCaches();
    if (!refreshToken) return;
    try {
      await client.POST("/auth/logout", { body: { refresh_token: refreshToken } });
    } catch {
      // Best-effort: the local session is already gone, and the token expires by itself.
    }
  }, [client, tokenStore, clearCaches, setState, dropPendingLoads]);

  const value = useMemo<SessionValue>(
    () => ({
      status: state.status,
      user: state.user,
      login,
      register,
      logout,
      startSession,
      refresh,
      expired,
      dismissExpired,
    }),
    [state, login, register, logout, startSession, refresh, expired, dismissExpired],
  );

  // academy.md §4: while the stored token's user loads, nothing renders.
  if (state.status === "loading") return null;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest SessionProvider. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession() must be used inside <SessionProvider>.");
  return value;
}
