import { useSyncExternalStore } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import type { LessonUpload } from "./lessonUpload.ts";
import { VideoUploadControls, VideoUploadOutcome } from "./VideoUploadStatus.tsx";

/**
 * Uploads for lessons other than the one shown, never hidden by a switch: each with its
 * progress and controls, a question to answer or a failure to read (issue 28).
 */
export function ActiveUploads({
  uploads,
  titleOf,
}: {
  uploads: LessonUpload[];
  titleOf: (lessonId: number) => string;
}) {
  if (uploads.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="active-uploads-title">
      <h2 id="active-uploads-title" className={styles.panelTitle}>
        {TEXT.uploadsInProgress}
      </h2>
      {uploads.map((upload) => (
        <ActiveUpload key={upload.lessonId} upload={upload} title={titleOf(upload.lessonId)} />
      ))}
    </section>
  );
}

function ActiveUpload({ upload, title }: { upload: LessonUpload; title: string }) {
  const state = useSyncExternalStore(upload.subscribe, upload.getState, upload.getState);
  const label = `${title}: ${state.filename ?? ""}`;
  // A group named for its lesson and file: its buttons say which upload they act on.
  return (
    <div role="group" aria-label={label}>
      <VideoUploadOutcome
        upload={upload}
        state={state}
        progressLabel={label}
        onDismiss={upload.reset}
      />
      <div className={styles.row}>
        <VideoUploadControls upload={upload} state={state} />
      </div>
    </div>
  );
}
