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

/**
 * Holds back every timer of exactly `ms` (the others run as usual), so a state that lasts that
 * long stays on screen however slow the machine is; `release()` runs the held ones.
 */
export function holdTimers(ms: number) {
  const original = globalThis.setTimeout;
  const held: (() => void)[] = [];
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((
    callback: () => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay === ms) {
      held.push(callback);
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }
    return original(callback, delay, ...args);
  }) as typeof setTimeout);
  return {
    count: () => held.length,
    release() {
      held.splice(0).forEach((callback) => callback());
    },
  };
}
