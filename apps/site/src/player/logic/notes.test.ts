import { describe, expect, it } from "vitest";
import {
  hasUnsavedChanges,
  initialNotes,
  notesReducer,
  type NotesAction,
  type NotesState,
} from "./notes.ts";

const run = (state: NotesState, ...actions: NotesAction[]) => actions.reduce(notesReducer, state);

describe("notes modes (academy.md §4: view, edit, saving, back to view)", () => {
  it("goes view, edit, saving and back to view with the saved text", () => {
    let state = initialNotes("Old");
    state = run(state, { type: "edit" });
    expect(state).toMatchObject({ mode: "edit", draft: "Old" });
    state = run(state, { type: "change", draft: "New" }, { type: "save" });
    expect(state).toMatchObject({ mode: "saving", draft: "New", saved: "Old" });
    state = run(state, { type: "saved", content: "New" });
    expect(state).toEqual({ mode: "view", saved: "New", draft: "New", saveFailed: false });
  });
  it("keeps everything typed in the editor when a save fails", () => {
    const state = run(
      initialNotes(""),
      { type: "edit" },
      { type: "change", draft: "Lien deadlines: 90 days" },
      { type: "save" },
      { type: "failed" },
    );
    expect(state).toMatchObject({
      mode: "edit",
      draft: "Lien deadlines: 90 days",
      saveFailed: true,
    });
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(run(state, { type: "save" })).toMatchObject({ mode: "saving", saveFailed: false });
  });
  it("discards the draft on cancel", () => {
    const state = run(
      initialNotes("Kept"),
      { type: "edit" },
      { type: "change", draft: "x" },
      { type: "cancel" },
    );
    expect(state).toMatchObject({ mode: "view", draft: "Kept", saved: "Kept" });
  });
  it("does not let typing change the text while saving", () => {
    const saving = run(
      initialNotes(""),
      { type: "edit" },
      { type: "change", draft: "a" },
      { type: "save" },
    );
    expect(run(saving, { type: "change", draft: "b" }).draft).toBe("a");
    expect(run(saving, { type: "cancel" }).mode).toBe("saving");
  });
  it("never lets a late load overwrite the editor", () => {
    const editing = run(initialNotes(""), { type: "edit" }, { type: "change", draft: "mine" });
    expect(run(editing, { type: "loaded", content: "server" })).toMatchObject({
      draft: "mine",
      saved: "server",
    });
    expect(run(initialNotes(""), { type: "loaded", content: "server" })).toMatchObject({
      draft: "server",
    });
  });
  it("reopens the editor with unsaved typing restored after a reload", () => {
    const state = run(initialNotes("saved"), { type: "restore", draft: "unsaved" });
    expect(state).toMatchObject({ mode: "edit", draft: "unsaved" });
    expect(run(initialNotes("same"), { type: "restore", draft: "same" }).mode).toBe("view");
  });
  it("ignores actions that do not fit the mode", () => {
    const view = initialNotes("a");
    expect(run(view, { type: "save" })).toBe(view);
    expect(run(view, { type: "failed" })).toBe(view);
    expect(run(view, { type: "saved", content: "b" })).toBe(view);
    expect(hasUnsavedChanges(view)).toBe(false);
  });
});
