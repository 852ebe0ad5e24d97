/**
 * academy.md §4: notes go view, edit, saving, back to view. A failed save returns to edit with
 * everything typed still in the draft and the failure flagged, so the learner can retry.
 */
export type NotesMode = "view" | "edit" | "saving";

export interface NotesState {
  mode: NotesMode;
  /** What the server holds. */
  saved: string;
  /** What the editor holds (meaningful in edit and saving). */
  draft: string;
  /** The last save failed; the draft is what it tried to save. */
  saveFailed: boolean;
}

export type NotesAction =
  | { type: "loaded"; content: string }
  /** Unsaved typing found after a reload: reopen the editor with it. */
  | { type: "restore"; draft: string }
  | { type: "edit" }
  | { type: "change"; draft: string }
  | { type: "cancel" }
  | { type: "save" }
  | { type: "saved"; content: string }
  | { type: "failed" };

export function initialNotes(content = ""): NotesState {
  return { mode: "view", saved: content, draft: content, saveFailed: false };
}

export function notesReducer(state: NotesState, action: NotesAction): NotesState {
  switch (action.type) {
    case "loaded":
      // A late answer must never overwrite what the learner is typing or saving.
      return state.mode === "view"
        ? { ...state, saved: action.content, draft: action.content }
        : { ...state, saved: action.content };
    case "restore":
      return state.mode === "view" && action.draft !== state.saved
        ? { ...state, mode: "edit", draft: action.draft, saveFailed: false }
        : state;
    case "edit":
      return state.mode === "view"
        ? { ...state, mode: "edit", draft: state.saved, saveFailed: false }
        : state;
    case "change":
      return state.mode === "edit" ? { ...state, draft: action.draft } : state;
    case "cancel":
      return state.mode === "edit"
        ? { ...state, mode: "view", draft: state.saved, saveFailed: false }
        : state;
    case "save":
      return state.mode === "edit" ? { ...state, mode: "saving", saveFailed: false } : state;
    case "saved":
      return state.mode === "saving"
        ? { mode: "view", saved: action.content, draft: action.content, saveFailed: false }
        : state;
    case "failed":
      return state.mode === "saving" ? { ...state, mode: "edit", saveFailed: true } : state;
  }
}

/** Whether leaving now would lose typing (unsaved edits, or a save still in flight). */
export function hasUnsavedChanges(state: NotesState): boolean {
  return state.mode !== "view" && state.draft !== state.saved;
}
