import type { Lesson } from "@academy/api";
import { Badge, Button, InlineAlert, VisuallyHidden } from "@academy/ui";
import { useId, type Ref, type RefObject } from "react";
import { PLAYER_TEXT } from "../constants.ts";
import { formatDuration } from "../logic/course.ts";
import { NotesPanel, type NotesHandle } from "../NotesPanel/NotesPanel.tsx";
import { SlidesViewer } from "../SlidesViewer/SlidesViewer.tsx";
import { UpNext } from "../UpNext/UpNext.tsx";
import { VideoPlayer, type VideoControls } from "../VideoPlayer/VideoPlayer.tsx";
import * as styles from "./LessonView.css.ts";

export interface LessonViewProps {
  lesson: Lesson;
  userId: number;
  courseId: number;
  /** The lesson after this one, across modules. */
  next: { lesson: Lesson; moduleLabel: string | null } | null;
  onPlayNext: () => void;
  /** A completion change is on its way to the server. */
  completionPending: boolean;
  /** academy.md §8: Unable to update lesson completion. Try again. */
  completionError: string | null;
  onToggleComplete: (completed: boolean) => void;
  onVideoEnded: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  videoRef?: Ref<VideoControls | null>;
  notesRef?: Ref<NotesHandle | null>;
  vimeoReadyTimeoutMs?: number;
}

/**
 * One lesson: its video (or slides), the completion toggle, what is up next, and the notes.
 */
export function LessonView({
  lesson,
  userId,
  courseId,
  next,
  onPlayNext,
  completionPending,
  completionError,
  onToggleComplete,
  onVideoEnded,
  headingRef,
  videoRef,
  notesRef,
  vimeoReadyTimeoutMs,
}: LessonViewProps) {
  const headingId = useId();
  const statusId = useId();
  const duration = formatDuration(lesson.video_duration);
  const kind = lesson.type === "video" ? PLAYER_TEXT.video : PLAYER_TEXT.slides;

  return (
    <article className={styles.root} aria-labelledby={headingId} data-lesson-id={lesson.id}>
      <header className={styles.header}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {lesson.title}
        </h3>
        <p className={styles.meta}>
          <span>{kind}</span>
          {duration ? (
            <span>
              <span aria-hidden="true">{duration}</span>
              <VisuallyHidden>{PLAYER_TEXT.duration(duration)}</VisuallyHidden>
            </span>
          ) : null}
          <Badge id={statusId} tone={lesson.is_completed ? "green" : "neutral"} size="sm">
            {lesson.is_completed ? PLAYER_TEXT.completed : PLAYER_TEXT.notCompleted}
          </Badge>
        </p>
      </header>

      {lesson.type === "video" ? (
        <VideoPlayer
          key={`video-${lesson.id}`}
          lesson={lesson}
          userId={userId}
          courseId={courseId}
          onEnded={onVideoEnded}
          controlsRef={videoRef}
          vimeoReadyTimeoutMs={vimeoReadyTimeoutMs}
        />
      ) : null}
      {lesson.type === "slides" || lesson.pdf_url ? (
        <SlidesViewer title={lesson.title} url={lesson.pdf_url} />
      ) : null}

      <div className={styles.completion}>
        <Button
          variant={lesson.is_completed ? "secondary" : "primary"}
          // Not `busy`: a disabled button drops the keyboard focus mid-toggle.
          aria-disabled={completionPending || undefined}
          aria-describedby={statusId}
          onClick={() => {
            if (!completionPending) onToggleComplete(!lesson.is_completed);
          }}
        >
          {completionPending
            ? PLAYER_TEXT.updating
            : lesson.is_completed
              ? PLAYER_TEXT.markIncomplete
              : PLAYER_TEXT.markComplete}
        </Button>
        {completionError ? <InlineAlert tone="danger">{completionError}</InlineAlert> : null}
      </div>

      {next ? (
        <UpNext lesson={next.lesson} moduleLabel={next.moduleLabel} onPlay={onPlayNext} />
      ) : null}

      <NotesPanel
        key={`notes-${lesson.id}`}
        lessonId={lesson.id}
        userId={userId}
        handleRef={notesRef}
      />
    </article>
  );
}
