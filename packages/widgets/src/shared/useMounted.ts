import { useEffect, useRef } from "react";

/** Whether the component is still mounted, for answers that arrive after it closed. */
export function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
