import { vi } from "vitest";

/** Ids of held timers start far above anything happy-dom hands out, so the two never meet. */
const FIRST_HELD_ID = 1_000_000;

/**
 * Holds back every timer of exactly `ms` (the others run as usual), so a state that lasts that
 * long stays on screen however slow the machine is; `release()` runs the held timers the code
 * has not cleared meanwhile. The test never depends on how many timers the code starts: it
 * asks whether one of exactly `ms` is waiting (`isHolding()`), which is the spec's delay.
 */
export function holdTimers(ms: number) {
  const originalSet = globalThis.setTimeout;
  const originalClear = globalThis.clearTimeout;
  const held = new Map<number, () => void>();
  let nextId = FIRST_HELD_ID;
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((
    callback: (...args: unknown[]) => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay !== ms) return originalSet(callback, delay, ...args);
    const id = nextId++;
    held.set(id, () => callback(...args));
    return id as unknown as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, "clearTimeout").mockImplementation(((id?: ReturnType<typeof setTimeout>) => {
    if (typeof id === "number" && held.delete(id)) return;
    originalClear(id);
  }) as typeof clearTimeout);
  return {
    /** Whether a timer of exactly `ms` is waiting (started and not cleared). */
    isHolding: () => held.size > 0,
    /** Runs every held timer that is still waiting. */
    release() {
      const callbacks = [...held.values()];
      held.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}
