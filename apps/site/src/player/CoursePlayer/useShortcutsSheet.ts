import { useCallback, useState } from "react";

/**
 * The `?` sheet's state. Its code is fetched on its first opening (CoursePlayer renders it
 * through OnDemand): with the dialog code under it, 12 KB the lesson's first paint does not
 * wait for (issue #30). It stays mounted from then on (`wanted`), so closing animates and a
 * second opening is instant; `abandon` gives up on a sheet whose code could not be fetched.
 */
export function useShortcutsSheet() {
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
