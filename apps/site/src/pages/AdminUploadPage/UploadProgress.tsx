import { ProgressBar } from "@academy/ui";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { formatBytes, formatTimeLeft } from "./uploadFormat.ts";
import type { UploadState } from "./uploadState.ts";

/** Bytes sent, speed and time left, then "processing" until the file is checked and stored. */
export function UploadProgress({
  state,
  label,
  processing = TEXT.processingVideo,
}: {
  state: UploadState;
  label: string;
  /** What the server is doing once every byte is sent. */
  processing?: string;
}) {
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const left = state.speed && state.speed > 0 ? (state.total - state.sent) / state.speed : null;
  return (
    <div className={styles.progress}>
      <ProgressBar label={label} value={percent} showValue />
      <p className={styles.message}>
        {TEXT.uploadProgress(formatBytes(state.sent), formatBytes(state.total))}
        {state.phase === "uploading" && state.speed !== null && left !== null
          ? ` · ${TEXT.uploadSpeed(formatBytes(state.speed), formatTimeLeft(left))}`
          : null}
      </p>
      <p role="status" className={styles.message}>
        {state.phase === "processing" ? processing : null}
        {state.phase === "paused" ? TEXT.uploadPaused : null}
        {state.phase === "retrying" ? (
          <>
            {state.message}{" "}
            {state.retryIn === null ? TEXT.waitingForNetwork : TEXT.retryingIn(state.retryIn)}
          </>
        ) : null}
      </p>
    </div>
  );
}
