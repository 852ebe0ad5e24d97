import { Button, FileDrop, ProgressBar } from "@academy/ui";
import { useState } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { useVideoUpload } from "./useVideoUpload.ts";

export interface VideoUploaderProps {
  lessonId: number;
  /** academy.md §5: video upload is enabled only when the S3 status is connected. */
  storageConnected: boolean;
  onUploaded: () => void;
}

/** Choose a video, upload it in parts with a progress bar, cancel it. */
export function VideoUploader({ lessonId, storageConnected, onUploaded }: VideoUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const { state, upload, cancel } = useVideoUpload(lessonId, () => {
    setFile(null);
    onUploaded();
  });
  const uploading = state.phase === "uploading";
  const percent = uploading && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;

  return (
    <div className={styles.panel}>
      <FileDrop
        label={TEXT.videoLabel}
        accept={TEXT.videoAccept}
        maxBytes={TEXT.maxVideoBytes}
        typeError={TEXT.videoTypeError}
        sizeError={TEXT.videoSizeError}
        hint={TEXT.videoHint}
        preview={false}
        value={file}
        onValueChange={(next) => {
          setFile(next);
          setRejected(null);
        }}
        onReject={(message) => setRejected(message)}
        error={rejected ?? undefined}
        disabled={!storageConnected || uploading}
      />
      {!storageConnected ? <p className={styles.message}>{TEXT.s3Needed}</p> : null}
      <div className={styles.row}>
        <Button
          onClick={() => file && void upload(file)}
          disabled={!storageConnected || !file || uploading}
        >
          {TEXT.uploadVideo}
        </Button>
        {uploading ? (
          <Button variant="secondary" onClick={cancel}>
            {TEXT.cancelUpload}
          </Button>
        ) : null}
      </div>
      {uploading ? <ProgressBar label={TEXT.uploadingVideo} value={percent} showValue /> : null}
      <div role="status" className={styles.message}>
        {state.phase === "done" ? TEXT.videoUploaded : null}
        {state.phase === "cancelled" ? TEXT.uploadCancelled : null}
      </div>
      {state.phase === "failed" ? (
        <div role="alert">
          <p className={styles.message}>{state.message}</p>
          {state.details.length > 0 ? (
            <ul className={styles.details}>
              {state.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
