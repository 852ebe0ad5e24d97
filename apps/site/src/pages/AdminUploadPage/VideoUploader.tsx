import { Button, FileDrop } from "@academy/ui";
import { useState } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { isActive } from "./uploadState.ts";
import { useVideoUpload } from "./useVideoUpload.ts";
import { VideoUploadControls, VideoUploadOutcome } from "./VideoUploadStatus.tsx";

export interface VideoUploaderProps {
  lessonId: number;
  /** academy.md §5: video upload is enabled only when the S3 status is connected. */
  storageConnected: boolean;
  /** What to do first while it is not (the storage's own words: S3 or local storage). */
  storageNeeded: string;
}

const isAvi = (file: File) => /\.avi$/i.test(file.name) || /msvideo|\/avi$/i.test(file.type);

/** Choose a video and upload it in parts: progress, pause, resume, cancel, retries. */
export function VideoUploader({ lessonId, storageConnected, storageNeeded }: VideoUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const { upload, state } = useVideoUpload(lessonId);
  const busy = isActive(state.phase);

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
          upload.reset();
          setRejected(next && isAvi(next) ? TEXT.aviRefused : null);
          setFile(next && isAvi(next) ? null : next);
        }}
        onReject={(message) => {
          upload.reset();
          setRejected(message);
        }}
        error={rejected ?? undefined}
        disabled={!storageConnected || busy}
      />
      {!storageConnected ? <p className={styles.message}>{storageNeeded}</p> : null}
      <div className={styles.row}>
        <Button
          onClick={() => {
            if (!file) return;
            upload.start(file);
            setFile(null);
          }}
          disabled={!storageConnected || !file || busy}
        >
          {TEXT.uploadVideo}
        </Button>
        <VideoUploadControls upload={upload} state={state} />
      </div>
      {state.filename && state.phase !== "idle" ? (
        <p className={styles.message}>{TEXT.fileNameOf(state.filename)}</p>
      ) : null}
      <VideoUploadOutcome upload={upload} state={state} progressLabel={TEXT.uploadingVideo} />
    </div>
  );
}
