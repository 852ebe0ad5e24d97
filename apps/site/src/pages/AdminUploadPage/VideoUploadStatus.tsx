import { Button, InlineAlert } from "@academy/ui";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import type { LessonUpload } from "./lessonUpload.ts";
import { UploadProgress } from "./UploadProgress.tsx";
import { isActive, type UploadState } from "./uploadState.ts";

/** Moving or able to move: the question of a conflict stops it until answered. */
const isRunning = (state: UploadState) => isActive(state.phase) && state.phase !== "conflict";

interface StatusProps {
  upload: LessonUpload;
  state: UploadState;
}

/**
 * What can be done to a running upload: pause, resume, retry now, cancel. The same buttons in
 * its lesson's panel and in the list of uploads for other lessons, so no upload is ever out of
 * the admin's reach (issue 28).
 */
export function VideoUploadControls({ upload, state }: StatusProps) {
  return (
    <>
      {state.phase === "uploading" ? (
        <Button variant="secondary" onClick={upload.pause}>
          {TEXT.pauseUpload}
        </Button>
      ) : null}
      {state.phase === "paused" ? (
        <Button variant="secondary" onClick={upload.resume}>
          {TEXT.resumeUpload}
        </Button>
      ) : null}
      {state.phase === "retrying" ? (
        <Button variant="secondary" onClick={upload.retryNow}>
          {TEXT.retryNow}
        </Button>
      ) : null}
      {isRunning(state) ? (
        <Button variant="secondary" onClick={upload.cancel}>
          {TEXT.cancelUpload}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Where an upload stands: its progress, the question when another admin's upload finished
 * first, and how it ended. A question or a failure is shown wherever the upload is listed:
 * one that waited for an answer in a lesson not on screen looked frozen at 100 %.
 */
export function VideoUploadOutcome({
  upload,
  state,
  progressLabel,
  onDismiss,
}: StatusProps & {
  progressLabel: string;
  /** Offered with a failure where nothing else would clear it (the list of uploads). */
  onDismiss?: () => void;
}) {
  return (
    <>
      {isRunning(state) ? <UploadProgress state={state} label={progressLabel} /> : null}
      {state.phase === "conflict" ? (
        <div role="alert" className={styles.panel}>
          <p className={styles.message}>{state.message}</p>
          <div className={styles.row}>
            <Button onClick={() => void upload.replace()}>{TEXT.replaceVideo}</Button>
            <Button variant="secondary" onClick={upload.cancel}>
              {TEXT.keepVideo}
            </Button>
          </div>
        </div>
      ) : null}
      <div role="status" className={styles.message}>
        {state.phase === "done" ? TEXT.videoUploaded : null}
        {state.phase === "cancelled" ? TEXT.uploadCancelled : null}
      </div>
      {state.phase === "failed" ? (
        <InlineAlert tone="danger">
          {`${TEXT.videoUploadFailed}: ${state.message ?? ""}`}
        </InlineAlert>
      ) : null}
      {state.phase === "failed" && onDismiss ? (
        <div className={styles.row}>
          <Button variant="secondary" onClick={onDismiss}>
            {TEXT.dismissFailure}
          </Button>
        </div>
      ) : null}
    </>
  );
}
