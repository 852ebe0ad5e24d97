import { useEffect, useState, type ComponentType } from "react";
import type { ShortcutsDialogProps } from "../ShortcutsDialog/ShortcutsDialog.tsx";

type Sheet = ComponentType<ShortcutsDialogProps>;

/**
 * The `?` sheet: whether it is open, and its code, fetched on its first opening: with the dialog
 * code under it, 12 KB the lesson's first paint does not wait for (issue #30). Until it arrives
 * the sheet is open but not shown. If it cannot be fetched (the network dropped), the sheet
 * closes again with `failed` set, and the next opening fetches again; React.lazy would keep the
 * failure, and the page's error boundary would put "Something went wrong" in the place of the
 * whole player.
 */
export function useShortcutsSheet() {
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || sheet) return;
    let current = true;
    import("../ShortcutsDialog/ShortcutsDialog.tsx").then(
      (module) => {
        if (!current) return;
        setFailed(false);
        setSheet(() => module.ShortcutsDialog);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, sheet]);

  return { open, setOpen, Sheet: sheet, failed };
}
