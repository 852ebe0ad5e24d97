import { useApi, type ApiClient } from "@academy/api";
import { useEffect, useSyncExternalStore } from "react";
import { createLessonUpload, pendingLessons, type LessonUpload } from "./lessonUpload.ts";
import { isActive } from "./uploadState.ts";
import { useLeaveWarning } from "./useLeaveWarning.ts";

/**
 * Every lesson's upload, kept for the page's lifetime (not the lesson panel's): switching
 * lesson leaves an upload running and visible, and each finishes on its own lesson.
 */
const uploads = new Map<number, LessonUpload>();
const listeners = new Set<() => void>();
let version = 0;
let committed: () => void = () => undefined;
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function uploadFor(client: ApiClient, lessonId: number): LessonUpload {
  let upload = uploads.get(lessonId);
  if (!upload) {
    upload = createLessonUpload(client, lessonId, () => committed());
    upload.subscribe(notify);
    uploads.set(lessonId, upload);
  }
  return upload;
}

/** One lesson's upload and its state. */
export function useVideoUpload(lessonId: number) {
  const { client } = useApi();
  const upload = uploadFor(client, lessonId);
  const state = useSyncExternalStore(upload.subscribe, upload.getState, upload.getState);
  return { upload, state };
}

/**
 * The page's side: resumes the uploads a reload interrupted, warns before leaving while one
 * runs, and answers every upload still under way or failed unread (for the list beside the
 * lesson picker: a failure there is shown until dismissed, not dropped without a word).
 */
export function useUploadRegistry(onCommitted: () => void) {
  const { client } = useApi();
  useEffect(() => {
    committed = onCommitted;
  }, [onCommitted]);
  useEffect(() => {
    for (const lessonId of pendingLessons()) uploadFor(client, lessonId);
  }, [client]);
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const all = [...uploads.values()];
  useLeaveWarning(all.some((u) => isActive(u.getState().phase)));
  return all.filter((u) => isActive(u.getState().phase) || u.getState().phase === "failed");
}

/** Ends every upload and forgets it (stories and tests start each case from nothing). */
export function discardAllUploads() {
  for (const upload of uploads.values()) upload.dispose();
  uploads.clear();
  notify();
}
