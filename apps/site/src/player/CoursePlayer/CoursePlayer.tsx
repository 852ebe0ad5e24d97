import { useApi, type Course, type User } from "@academy/api";
import { Button, ProgressBar } from "@academy/ui";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { call, useCourseCache, useCourseProgress } from "../api.ts";
import {
  COMPLETION_ERROR,
  PLAYER_TEXT,
  QUIZ_TEXT,
  SEEK_SECONDS,
  TIMINGS,
  type PlayerTimings,
} from "../constants.ts";
import {
  adjacentLesson,
  canTakeFinalExam,
  canTakeModuleQuiz,
  courseProgress,
  entryLesson,
  findLesson,
  findModule,
  finishedModule,
  moduleOfLesson,
  nextModule,
  orderedModules,
  startingLesson,
  withLessonCompletion,
} from "../logic/course.ts";
import type { QuizAttempt } from "../logic/quiz.ts";
import { shortcutFor } from "../logic/shortcuts.ts";
import { mergeResume, serverResume } from "../logic/resume.ts";
import {
  readAttempt,
  readPosition,
  readResume,
  rememberLesson,
  saveAttempt,
  writeResume,
  type QuizTarget,
} from "../logic/storage.ts";
import { useLatest } from "../../lib/useLatest.ts";
import { positionSaverFor } from "../positionSync.ts";
import { FinalExamBox } from "../FinalExamBox/FinalExamBox.tsx";
import { LessonView } from "../LessonView/LessonView.tsx";
import { ModuleSidebar } from "../ModuleSidebar/ModuleSidebar.tsx";
import { ModuleView } from "../ModuleView/ModuleView.tsx";
import type { NotesHandle } from "../NotesPanel/NotesPanel.tsx";
import { QuizPanel, type QuizHandle } from "../Quiz/QuizPanel.tsx";
import { ShortcutsDialog } from "../ShortcutsDialog/ShortcutsDialog.tsx";
import type { VideoControls } from "../VideoPlayer/VideoPlayer.tsx";
import { kbd } from "../shared.css.ts";
import * as styles from "./CoursePlayer.css.ts";

export interface CoursePlayerProps {
  course: Course;
  user: User;
  /** Overrides for tests and stories; the spec's and our defaults otherwise. */
  timings?: PlayerTimings;
}

type View =
  | { kind: "lessons"; moduleId: number | null; lessonId: number | null }
  | { kind: "quiz"; target: QuizTarget; quizId: number; restored: QuizAttempt | null };

/** The quiz id a target refers to, if it may be taken now (academy.md §4 unlock rules). */
function quizIdFor(course: Course, target: QuizTarget): number | null {
  if (target.kind === "final") return canTakeFinalExam(course) ? course.final_exam_id : null;
  const module = findModule(course, target.moduleId);
  return module && canTakeModuleQuiz(module) ? module.module_quiz_id : null;
}

/**
 * Where the player opens: a quiz attempt the tab was in, else the lesson last open on any
 * device. The server's place and this browser's are merged first (the newer wins), and the
 * result kept locally, where the video reads its start position.
 */
function initialView(course: Course, userId: number): View {
  writeResume(userId, course.id, mergeResume(readResume(userId, course.id), serverResume(course)));
  const saved = readAttempt(userId, course.id);
  if (saved) {
    const quizId = quizIdFor(course, saved.target);
    if (quizId !== null && quizId === saved.attempt.quizId) {
      return { kind: "quiz", target: saved.target, quizId, restored: saved.attempt };
    }
    saveAttempt(userId, course.id, null);
  }
  const remembered = readResume(userId, course.id).lessonId;
  const lesson =
    (remembered !== null ? findLesson(course, remembered) : null) ?? startingLesson(course);
  const module = lesson ? moduleOfLesson(course, lesson.id) : (orderedModules(course)[0] ?? null);
  return { kind: "lessons", moduleId: module?.id ?? null, lessonId: lesson?.id ?? null };
}

/**
 * The course player (academy.md §2, §4): the module sidebar with the Final Exam box, and the
 * main area showing the current module's lessons, a module quiz or the final exam. Keeps the
 * learner's place, auto-advances after a module is finished, and answers keyboard shortcuts.
 */
export function CoursePlayer({ course, user, timings }: CoursePlayerProps) {
  const { client } = useApi();
  const cache = useCourseCache(course.id);
  const progressReport = useCourseProgress(user.id, course.id);
  const passedQuizzes = new Set(
    (progressReport?.modules ?? []).filter((m) => m.quiz_passed === true).map((m) => m.module_id),
  );
  const autoAdvanceMs = timings?.autoAdvanceMs ?? TIMINGS.autoAdvanceMs;

  const [view, setView] = useState<View>(() => initialView(course, user.id));
  const [lastLessons, setLastLessons] = useState<Extract<View, { kind: "lessons" }>>(() =>
    view.kind === "lessons" ? view : { kind: "lessons", moduleId: null, lessonId: null },
  );
  const [pendingLessonId, setPendingLessonId] = useState<number | null>(null);
  const [completionErrorFor, setCompletionErrorFor] = useState<number | null>(null);
  const [advance, setAdvance] = useState<{ toModuleId: number } | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // Callbacks read the latest course here (a completion answer may arrive after a refetch).
  const courseRef = useRef(course);
  useLayoutEffect(() => {
    courseRef.current = course;
  }, [course]);
  const videoRef = useRef<VideoControls | null>(null);
  const notesRef = useRef<NotesHandle | null>(null);
  const quizRef = useRef<QuizHandle | null>(null);
  const moduleHeadingRef = useRef<HTMLHeadingElement>(null);
  const lessonHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<"module" | "lesson" | null>(null);

  // ---------------------------------------------------------------- navigation

  const showLessons = useCallback(
    (next: Extract<View, { kind: "lessons" }>, focus: "module" | "lesson" | null = null) => {
      setAdvance(null);
      setCompletionErrorFor(null);
      focusAfterRender.current = focus;
      setView(next);
      setLastLessons(next);
    },
    [],
  );

  const selectModule = useCallback(
    (moduleId: number, focus: "module" | null = null) => {
      const module = findModule(courseRef.current, moduleId);
      if (!module) return;
      showLessons({ kind: "lessons", moduleId, lessonId: entryLesson(module)?.id ?? null }, focus);
    },
    [showLessons],
  );

  const selectLesson = useCallback(
    (lessonId: number, focus: "lesson" | null = null) => {
      const module = moduleOfLesson(courseRef.current, lessonId);
      if (module) showLessons({ kind: "lessons", moduleId: module.id, lessonId }, focus);
    },
    [showLessons],
  );

  const openQuiz = useCallback((target: QuizTarget) => {
    const quizId = quizIdFor(courseRef.current, target);
    if (quizId === null) return;
    setAdvance(null);
    setView({ kind: "quiz", target, quizId, restored: null });
  }, []);

  const leaveQuiz = useCallback(
    (then?: () => void) => {
      saveAttempt(user.id, course.id, null);
      const back: Extract<View, { kind: "lessons" }> =
        view.kind === "quiz" && view.target.kind === "module"
          ? {
              kind: "lessons",
              moduleId: view.target.moduleId,
              lessonId:
                lastLessons.moduleId === view.target.moduleId
                  ? lastLessons.lessonId
                  : (entryLesson(findModule(course, view.target.moduleId) ?? { lessons: [] })?.id ??
                    null),
            }
          : lastLessons;
      showLessons(back, "module");
      then?.();
    },
    [user.id, course, view, lastLessons, showLessons],
  );

  useEffect(() => {
    if (view.kind === "lessons" && view.lessonId !== null) {
      rememberLesson(user.id, course.id, view.lessonId);
      // Saving the lesson's position makes it the last-open one on the server: another device
      // opens here even for a lesson without a position of its own (slides, a Vimeo frame).
      const seconds = readPosition(user.id, course.id, view.lessonId) ?? 0;
      positionSaverFor(client).save(view.lessonId, seconds);
    }
  }, [view, user.id, course.id, client]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "module") moduleHeadingRef.current?.focus();
    if (target === "lesson") lessonHeadingRef.current?.focus();
  }, [view]);

  // ---------------------------------------------------------------- auto-advance

  const scheduleAdvance = useCallback((fromModuleId: number) => {
    const next = nextModule(courseRef.current, fromModuleId);
    // Never pull the learner away from a note they are writing (a video can end meanwhile).
    if (next && !notesRef.current?.isEditing()) setAdvance({ toModuleId: next.id });
  }, []);

  useEffect(() => {
    if (!advance) return undefined;
    const timer = setTimeout(() => {
      if (notesRef.current?.isEditing()) setAdvance(null);
      else selectModule(advance.toModuleId);
    }, autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [advance, autoAdvanceMs, selectModule]);

  // ---------------------------------------------------------------- completion

  const setCompletion = useCallback(
    async (lessonId: number, completed: boolean) => {
      const before = courseRef.current;
      setPendingLessonId(lessonId);
      setCompletionErrorFor(null);
      try {
        const options = { params: { path: { id: lessonId } } };
        const result = await call(() =>
          completed
            ? client.POST("/lessons/{id}/complete", options)
            : client.POST("/lessons/{id}/uncomplete", options),
        );
        const after = withLessonCompletion(before, lessonId, result.is_completed);
        cache.set((current) => withLessonCompletion(current, lessonId, result.is_completed));
        void cache.refresh();
        setAnnouncement(
          result.is_completed ? PLAYER_TEXT.lessonCompleteStatus : PLAYER_TEXT.notCompleted,
        );
        const finished = finishedModule(before, after, lessonId);
        if (finished) scheduleAdvance(finished.id);
      } catch {
        setCompletionErrorFor(lessonId);
      } finally {
        setPendingLessonId(null);
      }
    },
    [client, cache, scheduleAdvance],
  );

  const onVideoEnded = useCallback(
    (lessonId: number) => {
      // academy.md §4: the video ending marks the lesson complete if it is not already.
      const lesson = findLesson(courseRef.current, lessonId);
      if (lesson && !lesson.is_completed) void setCompletion(lessonId, true);
    },
    [setCompletion],
  );

  // ---------------------------------------------------------------- shortcuts

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

  // One document listener for the player's life that always sees this render's state.
  const onKeyDown = (event: KeyboardEvent) => {
    const action = shortcutFor(event);
    if (!action) return;
    if (action === "help") {
      event.preventDefault();
      setHelpOpen(true);
      return;
    }
    if (helpOpen) return;
    if (view.kind === "quiz") {
      const quiz = quizRef.current;
      if (!quiz) return;
      if (typeof action === "object") quiz.answer(action.answer);
      else if (action === "prevQuestion") quiz.prev();
      else if (action === "nextQuestion") quiz.next();
      else return;
      event.preventDefault();
      return;
    }
    const lesson = currentLesson;
    if (!lesson || typeof action === "object") return;
    const video = videoRef.current;
    switch (action) {
      case "togglePlay":
        video?.togglePlay();
        break;
      case "seekBack":
        video?.seekBy(-SEEK_SECONDS);
        break;
      case "seekForward":
        video?.seekBy(SEEK_SECONDS);
        break;
      case "toggleMute":
        video?.toggleMute();
        break;
      case "slower":
        video?.changeSpeed(-1);
        break;
      case "faster":
        video?.changeSpeed(1);
        break;
      case "nextLesson":
      case "prevLesson": {
        const target = adjacentLesson(course, lesson.id, action === "nextLesson" ? 1 : -1);
        if (target) selectLesson(target.id, "lesson");
        break;
      }
      case "toggleComplete":
        if (pendingLessonId === null) void setCompletion(lesson.id, !lesson.is_completed);
        break;
      case "editNotes":
        notesRef.current?.edit();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  const latestOnKeyDown = useLatest(onKeyDown);

  useEffect(() => {
    const listener = (event: KeyboardEvent) => latestOnKeyDown.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [latestOnKeyDown]);

  // ---------------------------------------------------------------- render

  const progress = courseProgress(course);
  const advanceTo = advance ? findModule(course, advance.toModuleId) : null;
  const next = currentLesson ? adjacentLesson(course, currentLesson.id, 1) : null;
  const nextModuleOfLesson = next ? moduleOfLesson(course, next.id) : null;

  let main;
  if (view.kind === "quiz") {
    const isFinal = view.target.kind === "final";
    const target = view.target;
    main = (
      <QuizPanel
        key={`${target.kind}-${view.quizId}`}
        quizId={view.quizId}
        courseId={course.id}
        kind={target.kind}
        title={
          isFinal
            ? QUIZ_TEXT.finalExamTitle(course.name)
            : QUIZ_TEXT.moduleQuizTitle(currentModule?.title ?? "")
        }
        initialAttempt={view.restored}
        handleRef={quizRef}
        onAttemptChange={(attempt) =>
          saveAttempt(user.id, course.id, attempt ? { target, attempt } : null)
        }
        onSubmitted={() => void cache.refresh()}
        onClose={() => leaveQuiz()}
        onContinue={() =>
          leaveQuiz(() => {
            // academy.md §4: finishing a module's quiz moves on to the next module.
            if (target.kind === "module") scheduleAdvance(target.moduleId);
          })
        }
      />
    );
  } else if (currentModule) {
    main = (
      <ModuleView
        module={currentModule}
        selectedLessonId={currentLesson?.id ?? null}
        headingRef={moduleHeadingRef}
        onSelectLesson={(lessonId) => selectLesson(lessonId)}
        onStartQuiz={() => openQuiz({ kind: "module", moduleId: currentModule.id })}
      >
        {currentLesson ? (
          <LessonView
            lesson={currentLesson}
            userId={user.id}
            courseId={course.id}
            headingRef={lessonHeadingRef}
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
            completionPending={pendingLessonId === currentLesson.id}
            completionError={completionErrorFor === currentLesson.id ? COMPLETION_ERROR : null}
            onToggleComplete={(completed) => void setCompletion(currentLesson.id, completed)}
            onVideoEnded={() => onVideoEnded(currentLesson.id)}
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
        <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)}>
          {PLAYER_TEXT.shortcutsButton}{" "}
          <kbd className={kbd} aria-hidden="true">
            ?
          </kbd>
        </Button>
      </header>

      {advanceTo ? (
        <div className={styles.advance} role="status">
          <span>{PLAYER_TEXT.advancing(advanceTo.title)}</span>
          <Button variant="secondary" size="sm" onClick={() => setAdvance(null)}>
            {PLAYER_TEXT.stayHere}
          </Button>
        </div>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <ModuleSidebar
            course={course}
            passedQuizzes={passedQuizzes}
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

      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>
    </div>
  );
}
