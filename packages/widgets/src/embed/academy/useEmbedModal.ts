import { useEffect, useRef, useSyncExternalStore } from "react";
import type { EmbedContext } from "./contract.ts";
import { ACADEMY_EVENTS, dispatchAcademyEvent, type AcademyEventDetail } from "./events.ts";
import type { OpenSignal } from "./runtime.tsx";

/**
 * The open state the loader's button drives, and the `academy:opened` / `academy:closed`
 * events on each change once the modal is shown (`ready`: what it needs has loaded). `detail`
 * is the instance's, made once when it mounts.
 */
export function useEmbedModal(
  context: EmbedContext,
  signal: OpenSignal,
  ready: boolean,
  detail: AcademyEventDetail,
) {
  const wanted = useSyncExternalStore(signal.subscribe, signal.get, signal.get);
  const open = wanted && ready;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    dispatchAcademyEvent(
      context.host,
      open ? ACADEMY_EVENTS.opened : ACADEMY_EVENTS.closed,
      detail,
    );
  }, [open, context.host, detail]);
  return { wanted, open, setOpen: signal.set };
}
