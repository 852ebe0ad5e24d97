import { retryDelaySeconds } from "./uploadState.ts";

/**
 * An upload's visible retries: wait 1, 2, 4, 8, then 15 s between tries with a countdown (or,
 * offline, until the browser is back online), then try again. Shared by the video and PDF
 * uploads, so both tell the admin the same thing while the network or the storage is down.
 */
export function createRetryLoop(
  retry: () => void,
  show: (retryIn: number | null) => void,
  isWaiting: () => boolean,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let attempt = 0;
  const clear = () => {
    clearTimeout(timer);
    clearInterval(countdown);
  };
  const online = () => {
    if (isWaiting()) {
      clear();
      retry();
    }
  };
  window.addEventListener("online", online);
  return {
    clear,
    /** Bytes are moving again: the next failure waits from the first delay. */
    moving: () => (attempt = 0),
    /** Waits, showing the seconds left, then retries; offline it waits for the network. */
    schedule() {
      clear();
      if (!navigator.onLine) return show(null);
      let left = retryDelaySeconds(attempt++);
      show(left);
      countdown = setInterval(() => show((left = Math.max(0, left - 1))), 1000);
      timer = setTimeout(() => {
        clear();
        retry();
      }, left * 1000);
    },
    restart() {
      clear();
      attempt = 0;
    },
    dispose() {
      clear();
      window.removeEventListener("online", online);
    },
  };
}
