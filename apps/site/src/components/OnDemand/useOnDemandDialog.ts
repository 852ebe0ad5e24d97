import { useCallback, useState } from "react";

/**
 * A dialog whose code loads on its first opening, rendered through OnDemand while `wanted`:
 * mounted from then on, so closing animates and a second opening is instant. `abandon` is
 * OnDemand's `onDismiss`: it gives up on a dialog whose code could not be fetched, so that the
 * next opening mounts it afresh and fetches again.
 */
export function useOnDemandDialog() {
  const [open, setOpenState] = useState(false);
  const [wanted, setWanted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpenState(next);
  }, []);
  const abandon = useCallback(() => {
    setOpenState(false);
    setWanted(false);
  }, []);
  return { open, wanted, setOpen, abandon };
}
