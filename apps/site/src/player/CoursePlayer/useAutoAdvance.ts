import { useEffect, type RefObject } from "react";
import type { NotesHandle } from "../NotesPanel/NotesPanel.tsx";

/**
 * academy.md §4: a finished module (its lessons or its quiz) moves on to the next module after
 * `delayMs`, unless the learner stays or is writing a note by then.
 */
export function useAutoAdvance(
  advance: { toModuleId: number } | null,
  delayMs: number,
  notesRef: RefObject<NotesHandle | null>,
  moves: { go: (moduleId: number) => void; cancel: () => void },
) {
  const { go, cancel } = moves;
  useEffect(() => {
    if (!advance) return undefined;
    const timer = setTimeout(() => {
      if (notesRef.current?.isEditing()) cancel();
      else go(advance.toModuleId);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [advance, delayMs, notesRef, go, cancel]);
}
