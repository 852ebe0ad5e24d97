/**
 * Where this instance is in its life, for readiness: a load balancer sends traffic only to an
 * instance that has started its workers and is not shutting down.
 */
export interface Lifecycle {
  /** The app is ready: workers started, change feed listening. */
  started(): void;
  /** Shutdown began: readiness answers 503 so the load balancer stops sending requests. */
  stopping(): void;
  readonly state: "starting" | "running" | "stopping";
}

export function createLifecycle(): Lifecycle {
  let state: Lifecycle["state"] = "starting";
  return {
    started() {
      if (state === "starting") state = "running";
    },
    stopping() {
      state = "stopping";
    },
    get state() {
      return state;
    },
  };
}
