import { useApi } from "@academy/api";
import { useEffect, useSyncExternalStore } from "react";
import { API_BASE_URL } from "../../config.ts";
import { createPdfUpload, type PdfUpload } from "./pdfUpload.ts";

/**
 * Each lesson's PDF upload, kept for the page's lifetime: switching lesson mid-upload lets it
 * finish on its own lesson instead of dropping it.
 */
const uploads = new Map<number, PdfUpload>();
let uploaded: () => void = () => undefined;

/** One lesson's PDF upload and its state; `onUploaded` runs once a PDF is stored. */
export function usePdfUpload(lessonId: number, onUploaded: () => void) {
  const { client } = useApi();
  useEffect(() => {
    uploaded = onUploaded;
  }, [onUploaded]);
  let upload = uploads.get(lessonId);
  if (!upload) {
    upload = createPdfUpload(client, API_BASE_URL, lessonId, () => uploaded());
    uploads.set(lessonId, upload);
  }
  const state = useSyncExternalStore(upload.subscribe, upload.getState, upload.getState);
  return { upload, state };
}

/** Ends every PDF upload and forgets it (stories and tests start each case from nothing). */
export function discardPdfUploads() {
  for (const upload of uploads.values()) upload.dispose();
  uploads.clear();
}
