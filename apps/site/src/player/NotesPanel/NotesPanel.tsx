import { callApi, useApi, useQueryHooks } from "@academy/api";
import { Button, Field, InlineAlert, Spinner, Textarea } from "@academy/ui";
import { useQueryClient } from "@tanstack/react-query";
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useReducer,
  useRef,
  useState,
  type Ref,
} from "react";
import { NOTES_TEXT } from "../constants.ts";
import { initialNotes, notesReducer } from "../logic/notes.ts";
import { readDraft, saveDraft } from "../logic/storage.ts";
import * as styles from "./NotesPanel.css.ts";

export interface NotesHandle {
  /** Opens the editor (or focuses it if open): the `e` shortcut. */
  edit(): void;
  /** The editor is open (or saving): the player must not move away from this lesson. */
  isEditing(): boolean;
}

export interface NotesPanelProps {
  lessonId: number;
  userId: number;
  handleRef?: Ref<NotesHandle | null>;
}

/**
 * The learner's notes on one lesson (academy.md §2, §4): view, edit, saving, back to view. A
 * failed save keeps everything typed in the editor with a Retry; typing not yet saved also
 * survives a reload of the tab.
 */
export function NotesPanel({ lessonId, userId, handleRef }: NotesPanelProps) {
  const { client } = useApi();
  const hooks = useQueryHooks();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [state, dispatch] = useReducer(notesReducer, undefined, () => initialNotes());
  const [announcement, setAnnouncement] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"editor" | "editButton" | null>(null);
  // Read before anything can overwrite it: typing left from before a reload.
  const pendingDraft = useRef<string | null | undefined>(undefined);
  if (pendingDraft.current === undefined) pendingDraft.current = readDraft(userId, lessonId);

  const notesCall = { params: { path: { id: lessonId } } };
  const query = hooks.useQuery("get", "/lessons/{id}/notes", notesCall, { retry: false });
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!query.data) return;
    dispatch({ type: "loaded", content: query.data.content });
    if (pendingDraft.current) {
      dispatch({ type: "restore", draft: pendingDraft.current });
      pendingDraft.current = null;
    }
  }, [query.data]);

  // Mirror unsaved typing to the tab's storage; forget it once saved or cancelled.
  useEffect(() => {
    if (!loaded) return;
    saveDraft(userId, lessonId, state.mode === "view" ? null : state.draft);
  }, [loaded, userId, lessonId, state.mode, state.draft]);

  useEffect(() => {
    if (focusNext.current === "editor" && state.mode === "edit") textareaRef.current?.focus();
    if (focusNext.current === "editButton" && state.mode === "view") {
      editButtonRef.current?.focus();
    }
    focusNext.current = null;
  }, [state.mode]);

  const startEditing = useCallback(() => {
    if (state.mode === "view") {
      setAnnouncement("");
      focusNext.current = "editor";
      dispatch({ type: "edit" });
    } else {
      textareaRef.current?.focus();
    }
  }, [state.mode]);

  useImperativeHandle(
    handleRef,
    () => ({ edit: startEditing, isEditing: () => state.mode !== "view" }),
    [startEditing, state.mode],
  );

  const save = async () => {
    if (state.mode !== "edit") return;
    const content = state.draft;
    dispatch({ type: "save" });
    setAnnouncement("");
    try {
      const saved = await callApi(() =>
        client.POST("/lessons/{id}/notes", { ...notesCall, body: { content } }),
      );
      queryClient.setQueryData(
        hooks.queryOptions("get", "/lessons/{id}/notes", notesCall).queryKey,
        saved,
      );
      focusNext.current = "editButton";
      dispatch({ type: "saved", content: saved.content });
      setAnnouncement(NOTES_TEXT.saved);
    } catch {
      focusNext.current = "editor";
      dispatch({ type: "failed" });
    }
  };

  let body;
  if (query.isPending) {
    body = <Spinner label={NOTES_TEXT.loading} />;
  } else if (query.isError && !loaded) {
    body = (
      <div className={styles.actions}>
        <InlineAlert tone="danger">{NOTES_TEXT.loadFailed}</InlineAlert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {NOTES_TEXT.retry}
        </Button>
      </div>
    );
  } else if (state.mode === "view") {
    body = (
      <>
        {state.saved ? (
          <p className={styles.content}>{state.saved}</p>
        ) : (
          <p className={styles.empty}>{NOTES_TEXT.empty}</p>
        )}
        <div className={styles.actions}>
          <Button ref={editButtonRef} variant="secondary" onClick={startEditing}>
            {state.saved ? NOTES_TEXT.edit : NOTES_TEXT.add}
          </Button>
        </div>
      </>
    );
  } else {
    const saving = state.mode === "saving";
    body = (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label={NOTES_TEXT.fieldLabel}>
          <Textarea
            ref={textareaRef}
            rows={6}
            value={state.draft}
            readOnly={saving}
            aria-busy={saving || undefined}
            onChange={(event) => dispatch({ type: "change", draft: event.target.value })}
            onKeyDown={(event) => {
              // Ctrl+Enter (Cmd+Enter) saves, as in most editors.
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void save();
              }
            }}
          />
        </Field>
        {state.saveFailed ? (
          <div className={styles.actions}>
            <InlineAlert tone="danger">{NOTES_TEXT.saveFailed}</InlineAlert>
            <Button variant="secondary" onClick={() => void save()}>
              {NOTES_TEXT.retry}
            </Button>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={saving} busyLabel={NOTES_TEXT.saving}>
            {NOTES_TEXT.save}
          </Button>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => {
              focusNext.current = "editButton";
              dispatch({ type: "cancel" });
            }}
          >
            {NOTES_TEXT.cancel}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={headingId} data-mode={state.mode}>
      <h3 id={headingId} className={styles.heading}>
        {NOTES_TEXT.heading}
      </h3>
      {body}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
    </section>
  );
}
