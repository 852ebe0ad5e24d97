import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useState } from "react";
import type { AdminLesson } from "../AdminUploadPage/adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "../AdminUploadPage/adminMediaText.ts";
import { DeleteMediaButton } from "../AdminUploadPage/DeleteMediaButton.tsx";
import * as styles from "./TestVideoPage.css.ts";
import type { useSignedUrl } from "./useSignedUrl.ts";

export interface LessonVideoProps {
  lesson: AdminLesson;
  onDeleted: (outcome: "deleted" | "failed") => void;
  /** Reports the signed URL for the Debug Information block. */
  signedUrl: ReturnType<typeof useSignedUrl>;
}

/** The lesson's video: the stored one through its signed URL, else the Vimeo frame. */
export function LessonVideo({ lesson, onDeleted, signedUrl }: LessonVideoProps) {
  const [mediaFailed, setMediaFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const retry = () => {
    setMediaFailed(false);
    setGeneration((n) => n + 1);
    if (lesson.video_s3_key) void signedUrl.refetch();
  };

  let player;
  if (lesson.video_s3_key) {
    if (signedUrl.isPending) player = <Spinner />;
    else if (signedUrl.isError || mediaFailed)
      player = (
        <InlineAlert tone="danger">
          <span>{signedUrl.isError ? TEXT.videoUrlFailed : TEXT.videoLoadFailed}</span>{" "}
          <Button size="sm" variant="secondary" onClick={retry}>
            {TEXT.retry}
          </Button>
        </InlineAlert>
      );
    else
      player = (
        // An uploaded lesson video comes without a caption track; the admin checks it plays.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          key={generation}
          className={styles.video}
          src={signedUrl.data?.url}
          controls
          preload="metadata"
          aria-label={lesson.title}
          onError={() => setMediaFailed(true)}
        >
          {TEXT.unableVideo}
        </video>
      );
  } else if (lesson.vimeo_video_id) {
    player = (
      <iframe
        key={generation}
        className={styles.vimeoFrame}
        src={`https://player.vimeo.com/video/${encodeURIComponent(lesson.vimeo_video_id)}`}
        title={lesson.title}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="lesson-video-title">
      <h2 id="lesson-video-title" className={styles.panelTitle}>
        {lesson.video_s3_key ? TEXT.badges.s3 : TEXT.badges.vimeo}
      </h2>
      {lesson.video_s3_key && lesson.video_filename ? (
        <p className={styles.message}>{TEXT.fileNameOf(lesson.video_filename)}</p>
      ) : null}
      {player}
      <div className={styles.row}>
        {lesson.vimeo_video_id && !lesson.video_s3_key ? (
          <Button variant="secondary" onClick={retry}>
            {TEXT.retry}
          </Button>
        ) : null}
        <DeleteMediaButton
          lessonId={lesson.id}
          lessonTitle={lesson.title}
          kind="video"
          onDeleted={() => onDeleted("deleted")}
          onFailed={() => onDeleted("failed")}
        />
      </div>
    </section>
  );
}
