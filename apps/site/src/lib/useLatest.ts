import { useLayoutEffect, useRef } from "react";

/**
 * A ref holding this render's `value`, for what is set up once (a document listener, a timer, a
 * message handler) but must call the latest props, like React's useEffectEvent. Updated in a
 * layout effect, so it is current before any effect or event can read it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
