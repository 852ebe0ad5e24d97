import { ApiError, callApi, type ApiClient } from "@academy/api";
import Uppy from "@uppy/core";
import XHRUpload from "@uppy/xhr-upload";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import { createRetryLoop } from "./retryLoop.ts";
import { apiErrorDetails } from "./adminApi.ts";
import {
  createSpeedMeter,
  createStateStore,
  IDLE,
  isActive,
  type UploadState,
} from "./uploadState.ts";

/** A PDF upload's state: the video's, and the server's reasons when it refused the file. */
export interface PdfUploadState extends UploadState {
  details: readonly string[];
}
const PDF_IDLE: PdfUploadState = { ...IDLE, details: [] };

/** The JSON body of an answer, or null (an empty or non-JSON answer, such as a proxy's page). */
function bodyOf(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return null;
  }
}

/**
 * One lesson's PDF upload on Uppy. The PDF (at most 100 MB) goes to POST
 * /lessons/{id}/upload-pdf in one request, because the server reads it whole anyway: it checks
 * the file by its content and reads its pages' text before storing it. Progress shows bytes,
 * speed and time left, then "processing" while the server checks and stores; a lost network or
 * an unreachable storage is retried with back-off; an expired access token is refreshed through
 * the API client once; Cancel stops the request.
 */
export function createPdfUpload(
  client: ApiClient,
  apiBase: string,
  lessonId: number,
  onUploaded: () => void,
) {
  const store = createStateStore<PdfUploadState>(PDF_IDLE);
  const { set } = store;
  const speed = createSpeedMeter();
  const uppy = new Uppy({
    id: `lesson-pdf-${lessonId}`,
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1 },
  });
  let refreshed = false;
  uppy.use(XHRUpload, {
    endpoint: `${apiBase}/lessons/${lessonId}/upload-pdf`,
    fieldName: "file",
    allowedMetaFields: ["filename"],
    // The server checks and stores the whole PDF before it answers: no 30 s silence limit.
    timeout: 0,
    onBeforeRequest(xhr) {
      const token = client.tokenStore.getAccessToken();
      if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
      // Every byte is out: the server is checking and storing (progress events may stop short).
      xhr.upload.addEventListener("load", () => {
        if (store.get().phase === "uploading")
          set({ phase: "processing", sent: store.get().total });
      });
    },
    // A 401 is an expired access token: one call through the API client refreshes it (its
    // middleware does), then the upload is sent once more with the new one.
    async onAfterResponse(xhr, retryCount) {
      refreshed = false;
      if (xhr.status !== 401 || retryCount > 0) return;
      await callApi(() => client.GET("/auth/me")).catch(() => undefined);
      refreshed = true;
    },
    shouldRetry: (xhr) => xhr.status === 401 && refreshed,
  });
  const current = () => uppy.getFiles()[0];

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

  uppy.on("upload-progress", (_file, progress) => {
    const state = store.get();
    const sent = progress.bytesUploaded || 0;
    const total = progress.bytesTotal ?? state.total;
    if (state.phase === "retrying" && sent <= state.sent) return;
    if (state.phase === "retrying") retries.moving();
    const phase = sent >= total && total > 0 ? "processing" : "uploading";
    set({ sent, total, speed: speed.sample(sent), phase, message: null, retryIn: null });
  });
  uppy.on("upload-error", (_file, error) => {
    // XHRUpload hands over its request: the answer's status and body (none if it never came).
    const xhr = (error as { request?: XMLHttpRequest }).request;
    const status = xhr && xhr.status > 0 ? xhr.status : null;
    // No answer, or the server's or storage's trouble: sent again with back-off.
    if (status === null || status >= 500 || status === 429) {
      const message = status === 503 ? TEXT.storageUnreachable : TEXT.pdfNetworkLost;
      set({ phase: "retrying", message });
      return retries.schedule();
    }
    // The file itself (not a PDF, too large...): the server's reasons, each one shown.
    retries.clear();
    const details = apiErrorDetails(new ApiError(status, xhr ? bodyOf(xhr) : null));
    set({ phase: "failed", message: TEXT.pdfUploadFailed, details });
  });
  uppy.on("upload-success", () => {
    retries.clear();
    // The file stays in Uppy until the next start: Uppy still reads it to close this upload.
    set({ phase: "done", sent: store.get().total, message: null, retryIn: null });
    onUploaded();
  });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    start(file: File) {
      if (isActive(store.get().phase)) return;
      retries.restart();
      speed.reset();
      uppy.clear();
      uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        source: "Local",
        meta: { filename: file.name },
      });
      set({ ...PDF_IDLE, phase: "uploading", filename: file.name, total: file.size });
      void uppy.upload();
    },
    retryNow,
    cancel() {
      retries.clear();
      uppy.cancelAll();
      set({ ...PDF_IDLE, phase: "cancelled", filename: store.get().filename });
    },
    /** A new file was picked: the last outcome's message goes. */
    reset() {
      if (!isActive(store.get().phase)) set(PDF_IDLE);
    },
    dispose() {
      retries.dispose();
      uppy.cancelAll();
      uppy.destroy();
    },
  };
}

export type PdfUpload = ReturnType<typeof createPdfUpload>;
