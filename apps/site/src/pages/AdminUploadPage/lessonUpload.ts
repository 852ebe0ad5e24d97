import type { ApiClient } from "@academy/api";
import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import GoldenRetriever from "@uppy/golden-retriever";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import { describeUploadError } from "./uploadErrors.ts";
import { createRetryLoop } from "./retryLoop.ts";
import {
  createSpeedMeter,
  createStateStore,
  IDLE,
  isActive,
  type UploadState,
} from "./uploadState.ts";
import { createUploadSigner, PARTS_AT_ONCE, partSizeFor } from "./uploadSigning.ts";

const PENDING_KEY = "academy-admin-video-uploads";
/** The progress shown is redrawn at most this often while the phase stays the same. */
const PROGRESS_EVERY_MS = 250;

/** Lessons with an upload under way, so the page resumes them after a reload. */
export function pendingLessons(): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
function markPending(lessonId: number, pending: boolean) {
  const others = pendingLessons().filter((id) => id !== lessonId);
  localStorage.setItem(PENDING_KEY, JSON.stringify(pending ? [...others, lessonId] : others));
}

/**
 * One lesson's video upload on Uppy: parts straight to storage through our signing functions
 * (uploadSigning.ts), Golden Retriever to survive a reload, retries with back-off while the
 * network is down, pause, resume and a cancel that always aborts on storage. It lives outside
 * React, so switching lesson neither stops nor hides it.
 */
export function createLessonUpload(client: ApiClient, lessonId: number, onCommitted: () => void) {
  const store = createStateStore<UploadState>(IDLE);
  const { set } = store;
  const speed = createSpeedMeter();
  const uppy = new Uppy({
    id: `lesson-video-${lessonId}`,
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1 },
  });
  const current = () => uppy.getFiles()[0];
  const signer = createUploadSigner(client, lessonId, () => (current()?.data as File) ?? null);
  uppy.use(AwsS3, {
    shouldUseMultipart: true,
    // One file per lesson; its parts travel PARTS_AT_ONCE at a time (our patch of
    // @uppy/aws-s3, whose release sends one file's parts one after another).
    limit: 1,
    partConcurrency: PARTS_AT_ONCE,
    getChunkSize: ({ size }) => partSizeFor(size),
    signRequest: (request) => signer.sign(request),
  });
  // Golden Retriever keeps only files up to 10 MiB by default: a real lesson video would come
  // back as a ghost after a reload and never resume. Keep any video the page accepts (the
  // plugin hands these options to its blob store, though its types list only name/version).
  const keepAnyVideo = { maxFileSize: TEXT.maxVideoBytes, maxTotalSize: TEXT.maxVideoBytes };
  uppy.use(GoldenRetriever, { serviceWorker: false, indexedDB: keepAnyVideo as object });

  const retryNow = () => {
    retries.clear();
    const file = current();
    if (!file) return;
    set({ phase: "uploading", retryIn: null, message: null });
    void uppy.retryUpload(file.id);
  };
  const retries = createRetryLoop(
    retryNow,
    (retryIn) => set({ retryIn }),
    () => store.get().phase === "retrying",
  );
  const scheduleRetry = (message: string) => {
    set({ phase: "retrying", message });
    retries.schedule();
  };

  let drawnAt = 0;
  uppy.on("upload-progress", (_file, progress) => {
    const state = store.get();
    const sent = progress.bytesUploaded || 0;
    const total = progress.bytesTotal ?? state.total;
    // Progress from a part still in flight must not hide a failure (issue 28): while retrying
    // or asking, only new bytes mean the upload is moving again.
    if ((state.phase === "retrying" || state.phase === "conflict") && sent <= state.sent) return;
    if (state.phase === "retrying") retries.moving();
    const phase =
      state.phase === "paused" ? "paused" : sent >= total && total > 0 ? "processing" : "uploading";
    // Chromium reports each part's progress every 50 ms or so: with four parts at once, each
    // report redrew the bar, bytes and speed, and Chromium's GPU process took a third of a
    // core during an upload on the shared 2 cores (issue 28's profile). A few redraws a
    // second say as much; a new phase is shown at once.
    const now = Date.now();
    if (phase === state.phase && now - drawnAt < PROGRESS_EVERY_MS) return;
    drawnAt = now;
    const moved = phase !== state.phase ? { message: null, retryIn: null } : {};
    set({ sent, total, speed: speed.sample(sent, now), phase, ...moved });
  });
  uppy.on("s3-multipart:part-uploaded", (file, part) => {
    // The event carries the file as it was when its upload began, before Uppy stored the
    // upload id on it: ask for the file as it is now.
    const uploadId = (uppy.getFile(file.id) ?? file).s3Multipart?.uploadId;
    if (uploadId)
      void signer.recordPart(uploadId, part.PartNumber, part.ETag).catch(() => undefined);
  });
  uppy.on("upload-error", (_file, error) => {
    const described = describeUploadError(error);
    if (described.kind === "conflict")
      return set({ phase: "conflict", message: described.message });
    if (described.kind === "retry") return scheduleRetry(described.message);
    retries.clear();
    markPending(lessonId, false);
    set({ phase: "failed", message: described.message });
  });
  uppy.on("upload-success", () => {
    retries.clear();
    markPending(lessonId, false);
    set({ phase: "done", sent: store.get().total, message: null, retryIn: null });
    onCommitted();
  });
  // The file goes once Uppy has closed the upload, not at its success: Uppy reads the upload's
  // files after "upload-success" to sum up the result, and a file removed there made every
  // upload end in an uncaught "Cannot read properties of undefined (reading 'error')" (issue 50).
  uppy.on("complete", () => {
    if (store.get().phase === "done") uppy.clear();
  });
  // A reload: Golden Retriever brought the file back; carry on from the stored parts.
  uppy.on("restored", () => {
    const file = current();
    if (!file || file.isGhost || file.progress.uploadComplete) return;
    set({ ...IDLE, phase: "uploading", filename: file.name ?? null, total: file.size ?? 0 });
    uppy.emit("restore-confirmed");
  });

  return {
    lessonId,
    getState: store.get,
    subscribe: store.subscribe,
    start(file: File) {
      if (isActive(store.get().phase)) return;
      retries.restart();
      speed.reset();
      uppy.clear();
      uppy.addFile({ name: file.name, type: file.type, data: file, source: "Local" });
      markPending(lessonId, true);
      set({ ...IDLE, phase: "uploading", filename: file.name, total: file.size });
      void uppy.upload();
    },
    pause() {
      const file = current();
      if (!file || store.get().phase !== "uploading") return;
      uppy.pauseResume(file.id);
      set({ phase: "paused", speed: null });
    },
    resume() {
      const file = current();
      if (!file || store.get().phase !== "paused") return;
      speed.reset();
      uppy.pauseResume(file.id);
      set({ phase: "uploading" });
    },
    retryNow,
    /** Stops at once; the parts are discarded on storage (Uppy's abort, and ours as a backstop). */
    cancel() {
      retries.clear();
      const uploadId = current()?.s3Multipart?.uploadId;
      uppy.cancelAll();
      if (uploadId) void signer.abort(uploadId).catch(() => undefined);
      markPending(lessonId, false);
      set({ ...IDLE, phase: "cancelled", filename: store.get().filename });
    },
    async replace() {
      const uploadId = current()?.s3Multipart?.uploadId;
      if (!uploadId || store.get().phase !== "conflict") return;
      try {
        await signer.confirmReplace(uploadId);
        retryNow();
      } catch (error) {
        set({ phase: "failed", message: describeUploadError(error).message });
      }
    },
    /** Stops and forgets everything, the restore state included. */
    dispose() {
      retries.dispose();
      uppy.cancelAll();
      markPending(lessonId, false);
      uppy.destroy();
    },
    /** A new file was picked: the last outcome's message goes. */
    reset() {
      if (!isActive(store.get().phase)) set(IDLE);
    },
  };
}

export type LessonUpload = ReturnType<typeof createLessonUpload>;
