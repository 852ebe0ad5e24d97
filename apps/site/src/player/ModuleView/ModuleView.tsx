import type { Lesson, Module } from "@academy/api";
import { Button, ProgressBar, VisuallyHidden } from "@academy/ui";
import { useId, type ReactNode, type RefObject } from "react";
import { PLAYER_TEXT } from "../constants.ts";
import { canTakeModuleQuiz, formatDuration, moduleProgress } from "../logic/course.ts";
import * as styles from "./ModuleView.css.ts";

export interface ModuleViewProps {
  module: Module;
  selectedLessonId: number | null;
  onSelectLesson: (lessonId: number) => void;
  onStartQuiz: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The selected lesson (a LessonView). */
  children?: ReactNode;
}

/**
 * The main area for one module (academy.md §2): its heading and progress, its lessons, the
 * module quiz button (enabled only when every lesson is complete, §4) and the lesson shown.
 */
export function ModuleView({
  module,
  selectedLessonId,
  onSelectLesson,
  onStartQuiz,
  headingRef,
  children,
}: ModuleViewProps) {
  const headingId = useId();
  const quizHintId = useId();
  const progress = moduleProgress(module);
  const quizReady = canTakeModuleQuiz(module);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.order}>{PLAYER_TEXT.moduleLabel(module.order)}</p>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {module.title}
        </h2>
        {module.description ? <p className={styles.description}>{module.description}</p> : null}
        <ProgressBar
          value={progress.percent}
          tone={progress.percent === 100 ? "success" : "brand"}
          label={PLAYER_TEXT.lessonsDone(progress.completed, progress.total)}
          showValue
        />
      </header>

      <div className={styles.layout}>
        <div className={styles.lessonPane}>
          {children ??
            (module.lessons.length === 0 ? (
              <p className={styles.muted}>{PLAYER_TEXT.moduleHasNoLessons}</p>
            ) : (
              <p className={styles.muted}>{PLAYER_TEXT.selectLesson}</p>
            ))}
        </div>

        <div className={styles.side}>
          {module.lessons.length > 0 ? (
            <LessonList
              module={module}
              selectedLessonId={selectedLessonId}
              onSelectLesson={onSelectLesson}
            />
          ) : null}
          {module.has_module_quiz && module.module_quiz_id !== null ? (
            <div className={styles.quizBox} data-ready={quizReady ? "" : undefined}>
              <p id={quizHintId} className={styles.quizHint}>
                {quizReady ? PLAYER_TEXT.moduleQuizReadyHint : PLAYER_TEXT.moduleQuizLockedHint}
              </p>
              <Button
                fullWidth
                disabled={!quizReady}
                aria-describedby={quizHintId}
                onClick={onStartQuiz}
              >
                {PLAYER_TEXT.takeModuleQuiz}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function LessonList({
  module,
  selectedLessonId,
  onSelectLesson,
}: Pick<ModuleViewProps, "module" | "selectedLessonId" | "onSelectLesson">) {
  const headingId = useId();
  return (
    <div className={styles.lessons}>
      <h3 id={headingId} className={styles.lessonsHeading}>
        {PLAYER_TEXT.lessons}
      </h3>
      <ol className={styles.lessonList} aria-labelledby={headingId}>
        {module.lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <LessonButton
              lesson={lesson}
              index={index}
              selected={lesson.id === selectedLessonId}
              onSelect={() => onSelectLesson(lesson.id)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function LessonButton({
  lesson,
  index,
  selected,
  onSelect,
}: {
  lesson: Lesson;
  index: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const duration = formatDuration(lesson.video_duration);
  const kind = lesson.type === "video" ? PLAYER_TEXT.video : PLAYER_TEXT.slides;
  return (
    <button
      type="button"
      className={styles.lessonButton}
      aria-current={selected ? "true" : undefined}
      data-completed={lesson.is_completed ? "" : undefined}
      onClick={onSelect}
    >
      <span className={styles.check} aria-hidden="true">
        {lesson.is_completed ? "✓" : index + 1}
      </span>
      <span className={styles.lessonText}>
        <span className={styles.lessonTitle}>{lesson.title}</span>
        <VisuallyHidden>, </VisuallyHidden>
        <span className={styles.lessonMeta}>
          {[kind, duration].filter(Boolean).join(" · ")}
          <VisuallyHidden>
            {`, ${lesson.is_completed ? PLAYER_TEXT.completed : PLAYER_TEXT.notCompleted}`}
          </VisuallyHidden>
        </span>
      </span>
    </button>
  );
}
