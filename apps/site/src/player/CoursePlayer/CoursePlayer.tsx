import { useCourseProgress, type Course, type User } from "@academy/api";
import { Button, ProgressBar, VisuallyHidden } from "@academy/ui";
import { useCallback, useRef } from "react";
import {
  COMPLETION_ERROR,
  PLAYER_TEXT,
  QUIZ_TEXT,
  TIMINGS,
  type PlayerTimings,
} from "../constants.ts";
import {
  adjacentLesson,
  courseProgress,
  findLesson,
  findModule,
  moduleOfLesson,
  nextModule,
  type PassedAssessments,
} from "../logic/course.ts";
import { saveAttempt } from "../logic/storage.ts";
import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { useOnDemandDialog } from "../../components/OnDemand/useOnDemandDialog.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { FinalExamBox } from "../FinalExamBox/FinalExamBox.tsx";
import { LessonView } from "../LessonView/LessonView.tsx";
import { ModuleSidebar } from "../ModuleSidebar/ModuleSidebar.tsx";
import { ModuleView } from "../ModuleView/ModuleView.tsx";
import type { NotesHandle } from "../NotesPanel/NotesPanel.tsx";
import { QuizPanel, type QuizHandle } from "../Quiz/QuizPanel.tsx";
import type { VideoControls } from "../VideoPlayer/VideoPlayer.tsx";
import { kbd } from "../shared.css.ts";
import { useAutoAdvance } from "./useAutoAdvance.ts";
import { useLessonCompletion } from "./useLessonCompletion.ts";
import { usePlayerNavigation } from "./usePlayerNavigation.ts";
import { usePlayerShortcuts } from "./usePlayerShortcuts.ts";
import * as styles from "./CoursePlayer.css.ts";

const ShortcutsDialog = lazyComponent(
  () => import("../ShortcutsDialog/ShortcutsDialog.tsx"),
  "ShortcutsDialog",
);

export interface CoursePlayerProps {
  course: Course;
  user: User;
  /** Overrides for tests and stories; the spec's and our defaults otherwise. */
  timings?: PlayerTimings;
}

/**
 * The course player (academy.md §2, §4): the module sidebar with the Final Exam box, and the
 * main area showing the current module's lessons, a module quiz or the final exam. Each concern
 * lives in its own hook: navigation and the learner's place, auto-advance, completion and
 * keyboard shortcuts; the state they share is one reducer (logic/playerState.ts).
 */
export function CoursePlayer({ course, user, timings }: CoursePlayerProps) {
  const progressReport = useCourseProgress(user.id, course.id);
  const passed: PassedAssessments = {
    quizzes: new Set(
      (progressReport?.modules ?? []).filter((m) => m.quiz_passed === true).map((m) => m.module_id),
    ),
    finalExam: progressReport?.final_exam_passed === true,
  };
  const navigation = usePlayerNavigation(course, user.id);
  const { state, dispatch, courseRef, selectModule, selectLesson, openQuiz, leaveQuiz } =
    navigation;
  const { view } = state;
  // The `?` sheet: with the dialog code under it, 12 KB the lesson's first paint does not wait
  // for (issue #30).
  const help = useOnDemandDialog();
  const videoRef = useRef<VideoControls | null>(null);
  const notesRef = useRef<NotesHandle | null>(null);
  const quizRef = useRef<QuizHandle | null>(null);
  // Whether the results on screen are a passed module quiz (Continue Learning then moves on).
  const passedQuizRef = useRef(false);

  const scheduleAdvance = useCallback(
    (fromModuleId: number) => {
      const next = nextModule(courseRef.current, fromModuleId);
      // Never pull the learner away from a note they are writing (a video can end meanwhile).
      if (next && !notesRef.current?.isEditing()) {
        dispatch({ type: "scheduleAdvance", toModuleId: next.id });
      }
    },
    [courseRef, dispatch],
  );
  const cancelAdvance = useCallback(() => dispatch({ type: "cancelAdvance" }), [dispatch]);
  useAutoAdvance(state.advance, timings?.autoAdvanceMs ?? TIMINGS.autoAdvanceMs, notesRef, {
    go: selectModule,
    cancel: cancelAdvance,
  });

  const { setCompletion, announcement, refreshCourse } = useLessonCompletion(
    course.id,
    courseRef,
    dispatch,
    scheduleAdvance,
  );

  const currentModule =
    view.kind === "lessons"
      ? view.moduleId !== null
        ? findModule(course, view.moduleId)
        : null
      : view.target.kind === "module"
        ? findModule(course, view.target.moduleId)
        : null;
  const currentLesson =
    view.kind === "lessons" && view.lessonId !== null ? findLesson(course, view.lessonId) : null;

  const quizTitle =
    view.kind !== "quiz"
      ? null
      : view.target.kind === "final"
        ? QUIZ_TEXT.finalExamTitle(course.name)
        : QUIZ_TEXT.moduleQuizTitle(currentModule?.title ?? "");
  usePageTitle(PLAYER_TEXT.pageTitle(course.name, quizTitle ?? currentLesson?.title ?? null));

  usePlayerShortcuts({
    course,
    lesson: currentLesson,
    inQuiz: view.kind === "quiz",
    helpOpen: help.open,
    completionPending: state.pendingLessonId !== null,
    openHelp: () => help.setOpen(true),
    goToLesson: (lessonId) => selectLesson(lessonId, "lesson"),
    toggleComplete: (lesson) => void setCompletion(lesson.id, !lesson.is_completed),
    refs: { video: videoRef, notes: notesRef, quiz: quizRef },
  });

  const progress = courseProgress(course, passed);
  const advanceTo = state.advance ? findModule(course, state.advance.toModuleId) : null;
  const next = currentLesson ? adjacentLesson(course, currentLesson.id, 1) : null;
  const nextModuleOfLesson = next ? moduleOfLesson(course, next.id) : null;

  let main;
  if (view.kind === "quiz") {
    const target = view.target;
    main = (
      <QuizPanel
        key={`${target.kind}-${view.quizId}`}
        quizId={view.quizId}
        courseId={course.id}
        kind={target.kind}
        title={quizTitle ?? ""}
        initialAttempt={view.restored}
        handleRef={quizRef}
        onAttemptChange={(attempt) =>
          saveAttempt(user.id, course.id, attempt ? { target, attempt } : null)
        }
        onSubmitted={(result) => {
          void refreshCourse();
          passedQuizRef.current = target.kind === "module" && result.passed === true;
        }}
        onRetake={() => {
          passedQuizRef.current = false;
          cancelAdvance();
        }}
        onClose={leaveQuiz}
        onContinue={() => {
          const next = target.kind === "module" ? nextModule(course, target.moduleId) : null;
          if (target.kind === "module" && next && passedQuizRef.current) {
            // academy.md §4: a finished quiz moves on to the next module after 1.5 s. The clock
            // starts when the learner leaves the results, so the review stays readable for as
            // long as they want (issue #50); the notice offers Stay here meanwhile.
            leaveQuiz();
            scheduleAdvance(target.moduleId);
          } else if (next) selectModule(next.id, "module");
          else leaveQuiz();
        }}
      />
    );
  } else if (currentModule) {
    main = (
      <ModuleView
        module={currentModule}
        selectedLessonId={currentLesson?.id ?? null}
        headingRef={navigation.moduleHeadingRef}
        onSelectLesson={(lessonId) => selectLesson(lessonId)}
        onStartQuiz={() => openQuiz({ kind: "module", moduleId: currentModule.id })}
      >
        {currentLesson ? (
          <LessonView
            lesson={currentLesson}
            userId={user.id}
            courseId={course.id}
            headingRef={navigation.lessonHeadingRef}
            videoRef={videoRef}
            notesRef={notesRef}
            vimeoReadyTimeoutMs={timings?.vimeoReadyTimeoutMs}
            next={
              next
                ? {
                    lesson: next,
                    moduleLabel:
                      nextModuleOfLesson && nextModuleOfLesson.id !== currentModule.id
                        ? PLAYER_TEXT.moduleLabel(nextModuleOfLesson.order)
                        : null,
                  }
                : null
            }
            onPlayNext={() => next && selectLesson(next.id, "lesson")}
            completionPending={state.pendingLessonId === currentLesson.id}
            completionError={
              state.completionErrorFor === currentLesson.id ? COMPLETION_ERROR : null
            }
            onToggleComplete={(completed) => void setCompletion(currentLesson.id, completed)}
            onVideoEnded={() => {
              // academy.md §4: the video ending marks the lesson complete if it is not already.
              const lesson = findLesson(courseRef.current, currentLesson.id);
              if (lesson && !lesson.is_completed) void setCompletion(lesson.id, true);
            }}
          />
        ) : null}
      </ModuleView>
    );
  } else {
    main = <p className={styles.muted}>{PLAYER_TEXT.moduleHasNoLessons}</p>;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.courseTitle}>{course.name}</h1>
          <div className={styles.courseProgress}>
            <ProgressBar value={progress.percent} label={PLAYER_TEXT.courseProgress} showValue />
          </div>
        </div>
        <Button variant="secondary" size="sm" onClick={() => help.setOpen(true)}>
          {PLAYER_TEXT.shortcutsButton}{" "}
          <kbd className={kbd} aria-hidden="true">
            ?
          </kbd>
        </Button>
      </header>

      {advanceTo ? (
        <div className={styles.advance} role="status">
          <span>{PLAYER_TEXT.advancing(advanceTo.title)}</span>
          <Button variant="secondary" size="sm" onClick={cancelAdvance}>
            {PLAYER_TEXT.stayHere}
          </Button>
        </div>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <ModuleSidebar
            course={course}
            passed={passed}
            currentModuleId={
              view.kind === "quiz" && view.target.kind === "final"
                ? null
                : (currentModule?.id ?? null)
            }
            onSelectModule={(moduleId) => selectModule(moduleId, "module")}
          />
          <FinalExamBox
            course={course}
            certificate={progressReport?.certificate ?? null}
            active={view.kind === "quiz" && view.target.kind === "final"}
            onStart={() => openQuiz({ kind: "final" })}
          />
        </div>
        <div className={styles.main}>{main}</div>
      </div>

      {help.wanted ? (
        <OnDemand onDismiss={help.abandon}>
          <ShortcutsDialog open={help.open} onOpenChange={help.setOpen} />
        </OnDemand>
      ) : null}
      <VisuallyHidden asChild>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </div>
  );
}
