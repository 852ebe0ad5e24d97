import { useSyncExternalStore } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import type { LessonUpload } from "./lessonUpload.ts";
import { UploadProgress } from "./UploadProgress.tsx";

/** Uploads still running for lessons other than the one shown: never hidden by a switch. */
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
  return <UploadProgress state={state} label={`${title}: ${state.filename ?? ""}`} />;
}
