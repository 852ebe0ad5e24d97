import { createHash } from "node:crypto";

/**
 * The one Idempotency-Key rule of every provider call that creates something: a scope (what is
 * created) and a digest of what identifies our attempt (buyer, product, attempt id). The same
 * attempt gives the same key, so a double click, a retry or a second tab is one provider object
 * and one charge; Stripe keeps a key's first answer for at least 24 hours.
 */
export function idempotencyKey(scope: string, ...parts: readonly (string | number)[]): string {
  const digest = createHash("sha256").update(parts.map(String).join("\n")).digest("base64url");
  return `${scope}-${digest}`;
}

const inFlight = new Map<string, Promise<unknown>>();
/** How long a call waits for another holder of its key (another instance) before giving up. */
const KEY_IN_USE_WAIT_MS = 30_000;

/**
 * Runs a provider call under its Idempotency-Key so that concurrent calls of one attempt get
 * one answer. In this process they share the first call's promise (a double click arrives as
 * two requests at once); another instance holding the key makes the provider answer
 * `idempotency_key_in_use`, which is waited out here for longer than the SDK's own three
 * retries, so a slow first request never leaves the second without its client secret.
 */
export function oncePerKey<T>(key: string, call: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const promise = retryWhileKeyInUse(call).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

async function retryWhileKeyInUse<T>(call: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + KEY_IN_USE_WAIT_MS;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await call();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== "idempotency_key_in_use" || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
