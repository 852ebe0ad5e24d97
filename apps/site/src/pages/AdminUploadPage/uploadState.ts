/** What one lesson's video upload is doing, as the page shows it. */
export type UploadPhase =
  | "idle"
  | "uploading"
  | "paused"
  | "retrying"
  | "processing"
  | "conflict"
  | "done"
  | "cancelled"
  | "failed";

export interface UploadState {
  phase: UploadPhase;
  filename: string | null;
  sent: number;
  total: number;
  /** Bytes a second over the last few seconds, null until measured. */
  speed: number | null;
  /** While retrying: seconds until the next try, null while waiting to be back online. */
  retryIn: number | null;
  /** The failure or the conflict, in the admin's words. */
  message: string | null;
}

export const IDLE: UploadState = {
  phase: "idle",
  filename: null,
  sent: 0,
  total: 0,
  speed: null,
  retryIn: null,
  message: null,
};

/** Phases during which leaving the page would stop an upload. */
export const isActive = (phase: UploadPhase) =>
  phase === "uploading" ||
  phase === "paused" ||
  phase === "retrying" ||
  phase === "processing" ||
  phase === "conflict";

/** Seconds to wait before the nth retry (from 0): 1, 2, 4, 8, then every 15 s. */
export const retryDelaySeconds = (attempt: number) => Math.min(15, 2 ** attempt);

/** Measures speed over a sliding window of progress samples. */
export function createSpeedMeter(windowMs = 5000) {
  let samples: { at: number; bytes: number }[] = [];
  return {
    reset() {
      samples = [];
    },
    sample(bytes: number, at = Date.now()): number | null {
      if (samples.length > 0 && bytes < (samples.at(-1)?.bytes ?? 0)) samples = [];
      samples.push({ at, bytes });
      samples = samples.filter((s) => at - s.at <= windowMs);
      const first = samples[0];
      if (!first || at - first.at < 500) return null;
      return ((bytes - first.bytes) * 1000) / (at - first.at);
    },
  };
}

/** An upload's state for React's useSyncExternalStore: read it, patch it, be told of changes. */
export function createStateStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<S>) {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
