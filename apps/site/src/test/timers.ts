import { vi } from "vitest";

/**
 * Records the timers the code under test starts, so a test can check a delay is exactly the
 * spec's (5000 ms, 2 s...) and then run that timer at once, without fake clocks racing the
 * real promises of the mocked network.
 */
export function recordTimers() {
  const spy = vi.spyOn(globalThis, "setTimeout");
  return {
    /** The callback of the latest timer started with exactly `ms`, or undefined. */
    started(ms: number): (() => void) | undefined {
      const call = spy.mock.calls.filter(([, delay]) => delay === ms).at(-1);
      return call ? (call[0] as () => void) : undefined;
    },
  };
}
