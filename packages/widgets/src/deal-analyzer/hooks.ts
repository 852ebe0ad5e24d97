import { useEffect, useRef, useState } from "react";

/** `value`, but only once it has stopped changing for `delayMs` (the flip's 300 ms debounce). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}

/**
 * Runs `effect` whenever `value` changes after mounting, never for the initial value (also
 * under StrictMode's double effects). The latest `effect` is the one called.
 */
export function useOnChange<T>(value: T, effect: (value: T) => void | (() => void)): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return undefined;
    previous.current = value;
    return latest.current(value);
  }, [value]);
}
