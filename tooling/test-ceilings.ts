/**
 * Every timeout of the test layers, in one place (issue 45). Each is a hang detector, never a
 * speed check: the test command must pass on a fresh clone of a 2-core machine running at a
 * load average of 8-14, where a step that takes a second idle can take a minute (a server test
 * file's setup, an embedded PostgreSQL and an app with the whole contract compiled, took over
 * 60 s there). So nothing here is sized from how long a step takes; each is far past anything
 * but a step that will never finish.
 */

/** A test, a hook, a journey or a server to start: past this it has hung. */
export const HANG_CEILING_MS = 10 * 60_000;

/**
 * A retrying wait for a state the page or the server reaches by itself (findBy*, waitFor,
 * expect.poll, Playwright's expect): a failure still fails, later.
 */
export const STATE_WAIT_MS = 60_000;
