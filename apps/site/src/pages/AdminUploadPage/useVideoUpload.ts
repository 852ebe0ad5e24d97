import { useApi } from "@academy/api";
import { useRef, useState } from "react";
import { ApiCallError, partUploadServer } from "./adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import { NetworkError, UploadCancelledError, uploadInParts, xhrPutPart } from "./partUpload.ts";

export type VideoUploadState =
  | { phase: "idle" }
  | { phase: "uploading"; sent: number; total: number }
  | { phase: "done" }
  | { phase: "cancelled" }
  | { phase: "failed"; message: string; details: string[] };

/** Runs one video upload in parts for a lesson: progress, cancel, the spec's messages. */
export function useVideoUpload(lessonId: number, onUploaded: () => void) {
  const { client } = useApi();
  const [state, setState] = useState<VideoUploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  async function upload(file: File) {
    controller.current = new AbortController();
    setState({ phase: "uploading", sent: 0, total: file.size });
    try {
      await uploadInParts({
        file,
        server: partUploadServer(client, lessonId, file),
        putPart: xhrPutPart,
        signal: controller.current.signal,
        onProgress: (sent, total) => setState({ phase: "uploading", sent, total }),
      });
      setState({ phase: "done" });
      onUploaded();
    } catch (error) {
      if (error instanceof UploadCancelledError) setState({ phase: "cancelled" });
      else if (error instanceof ApiCallError)
        setState({ phase: "failed", message: TEXT.videoUploadFailed, details: error.details });
      else if (error instanceof NetworkError || error instanceof TypeError)
        setState({ phase: "failed", message: TEXT.videoNetworkError, details: [] });
      else setState({ phase: "failed", message: TEXT.videoUploadFailed, details: [] });
    } finally {
      controller.current = null;
    }
  }

  const cancel = () => controller.current?.abort();
  return { state, upload, cancel };
}
