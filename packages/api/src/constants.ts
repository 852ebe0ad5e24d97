/**
 * Every spec constant this package reproduces, in one place so a reader can check them against
 * spec/academy.md and spec/investor-tools.md.
 */

/** academy.md §3: tokens live in local storage under these keys. */
export const ACCESS_TOKEN_KEY = "access_token";
export const REFRESH_TOKEN_KEY = "refresh_token";

/** academy.md §8: shown when the refresh fails (both tokens are removed). */
export const SESSION_EXPIRED_MESSAGE = "Session expired, please login again";

/** academy.md §3: a user holding `mentorship` may open every course area. */
export const MENTORSHIP_COURSE_KEY = "mentorship";
export const MENTORSHIP_EXPANDED_COURSES = ["development", "nascla", "mentorship"] as const;

/** academy.md §9: unused catalogue data is kept 60 seconds; no refetch on focus or reconnect. */
export const QUERY_GC_TIME_MS = 60_000;
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;
export const QUERY_REFETCH_ON_RECONNECT = false;

/** Name of the cross-tab lock that serialises refreshes (Web Locks, or the storage fallback). */
export const REFRESH_LOCK_NAME = "academy-auth-refresh";

/** academy.md §8 / investor-tools.md §8: what a failed login says, without its "Login failed: " prefix. */
export const LOGIN_INVALID_CREDENTIALS = "Invalid credentials";
export const LOGIN_SERVER_ERROR = "Server error";
