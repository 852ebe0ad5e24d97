import { useCallback, useEffect, useRef, useState } from "react";
import { ANALYSIS_COUNT_KEY, NAG_AT_ANALYSES } from "./constants.ts";

/** The browser's storage, or none (private modes and sandboxed frames may refuse it). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** How many analyses this browser has run without access (investor-tools.md §4). */
export function readAnalysisCount(): number {
  const raw = storage()?.getItem(ANALYSIS_COUNT_KEY);
  const count = raw === null || raw === undefined ? 0 : Number.parseInt(raw, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Counts one more analysis and answers the new count. */
export function recordAnalysis(): number {
  const next = readAnalysisCount() + 1;
  try {
    storage()?.setItem(ANALYSIS_COUNT_KEY, String(next));
  } catch {
    // A full or refused storage: the count just does not persist.
  }
  return next;
}

export interface AnalysisNag {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Call once per committed analysis (the Deal Analyzer's onDealChange). */
  recordAnalysis: () => void;
}

/**
 * The nag modal's rule: it opens once the counter is at 3 or more for a visitor without
 * access (`withoutAccess` true; false or unknown while access is loading), at most once per
 * page visit so a dismissal is respected. `onLoad`: also check when the page opens (the
 * landing page), not only after an analysis.
 */
export function useAnalysisNag(
  withoutAccess: boolean,
  options: { onLoad?: boolean } = {},
): AnalysisNag {
  const [open, setOpen] = useState(false);
  const shown = useRef(false);

  const maybeOpen = useCallback((count: number) => {
    if (shown.current || count < NAG_AT_ANALYSES) return;
    shown.current = true;
    setOpen(true);
  }, []);

  useEffect(() => {
    if (options.onLoad && withoutAccess) maybeOpen(readAnalysisCount());
  }, [options.onLoad, withoutAccess, maybeOpen]);

  const record = useCallback(() => {
    if (withoutAccess) maybeOpen(recordAnalysis());
  }, [withoutAccess, maybeOpen]);

  return { open, setOpen, recordAnalysis: record };
}
