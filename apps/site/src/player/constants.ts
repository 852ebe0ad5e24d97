/**
 * Every user-visible string, number and timing of the course player (`/course/{id}`), in one
 * place so a reader can check them against spec/academy.md (sections 2, 3, 4, 8 and 9).
 * Strings marked "spec" are reproduced exactly; the others are ours (the spec is silent).
 */

import { LOADING_COURSE } from "./loadingText.ts";

/** academy.md §8: course load errors (spec). */
export const COURSE_ERRORS = {
  missingId: "Course ID is missing",
  loadFailed: "Failed to load course",
  notFound: "Course not found",
  /** The 403 the server gives a user who is not enrolled (spec, §8 video errors). */
  notEnrolled: "You are not enrolled in this course.",
} as const;

/** academy.md §8: video errors (spec). */
export const VIDEO_ERRORS = {
  forbidden: "You are not enrolled in this course.",
  notFound: "No video available for this lesson.",
  failed: "Failed to load video.",
  retry: "Retry",
} as const;

/** academy.md §8: lesson completion error (spec). */
export const COMPLETION_ERROR = "Unable to update lesson completion. Try again.";

/** academy.md §8: quiz errors (spec). */
export const QUIZ_ERRORS = {
  load: "Unable to load quiz. Check your connection.",
  submit: "Submission failed.",
  retry: "Retry",
  close: "Close",
} as const;

/** academy.md §4 and §9: timings (spec). */
export const TIMINGS = {
  /** Finishing a module's lessons or its quiz moves to the next module after 1.5 s. */
  autoAdvanceMs: 1500,
  /**
   * Ours: a Vimeo frame that has not said "ready" by then is treated as failed (it cannot load
   * without the internet, and a cross-origin frame gives no error event).
   */
  vimeoReadyTimeoutMs: 12_000,
  /**
   * Ours: a Vimeo frame whose page has loaded gets this long to say "ready"; without the
   * internet the page that loads is the browser's error page, which never does.
   */
  vimeoAfterLoadMs: 4000,
  /** Ours: how often the video position is saved in this browser while playing. */
  positionSaveIntervalMs: 5000,
  /**
   * Ours: while playing, the position goes to the server once playback has moved this many
   * seconds from the last one sent (pausing, leaving the lesson or the page send it at once).
   */
  positionSyncStepSeconds: 10,
} as const;

/** Timing overrides tests and stories may pass to the page. */
export interface PlayerTimings {
  autoAdvanceMs?: number;
  vimeoReadyTimeoutMs?: number;
}

/** academy.md §9: quiz feedback bands, highest first (spec). */
export const QUIZ_FEEDBACK_BANDS = [
  { min: 90, text: "Outstanding!" },
  { min: 80, text: "Excellent!" },
  { min: 70, text: "Good Job!" },
  { min: 0, text: "Keep Learning!" },
] as const;

/** academy.md §3 and §9: answers are lettered A to E (spec). */
export const ANSWER_LETTERS = ["A", "B", "C", "D", "E"] as const;

/**
 * The contract's pass mark (QuizResult.passed: 70 % or more). The server's `passed` decides;
 * this is only the fallback for a server that leaves it out, and the number the hints quote.
 */
export const PASS_PERCENT = 70;

/** Ours: playback speeds offered (the native controls offer the same range). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Ours: seconds skipped by the seek shortcuts. */
export const SEEK_SECONDS = 10;

/** academy.md §2 and §4 (spec where marked) and our own labels. */
export const PLAYER_TEXT = {
  /** Ours: the browser tab names what is open, then the course (usePageTitle adds the site). */
  pageTitle: (course: string, open: string | null) => (open ? `${open} · ${course}` : course),
  loadingCourse: LOADING_COURSE,
  retry: "Retry",
  backHome: "Back to Home",
  modulesNav: "Course modules",
  modulesToggle: (count: number) => `All modules (${count})`,
  courseProgress: "Course progress",
  moduleLabel: (order: number) => `Module ${order}`,
  moduleProgress: (title: string) => `${title} progress`,
  lessonsDone: (done: number, total: number) => `${done} of ${total} lessons complete`,
  /** Spec: the Quiz-available marker. */
  quizAvailable: "Quiz available",
  quizPassed: "Quiz passed",
  moduleComplete: "Complete",
  /** Spec: the Final Exam box. */
  finalExam: "Final Exam",
  finalExamLockedHint: "Complete every module to unlock the final exam.",
  finalExamReadyHint: "You have completed every module. You're ready for the final exam.",
  finalExamQuizzesHint: `Pass every module quiz (${PASS_PERCENT}% or more) to unlock the final exam.`,
  finalExamPassedHint: "You passed the final exam. Your certificate is ready.",
  verificationCode: (code: string) => `Verification code: ${code}`,
  noFinalExam: "This course has no final exam.",
  /** Spec: the final exam button while locked. */
  examLocked: "Exam Locked",
  takeFinalExam: "Take Final Exam",
  downloadCertificate: "Download Certificate",
  downloadingCertificate: "Downloading...",
  certificateFailed: "Unable to download your certificate. Try again.",
  lessons: "Lessons",
  lessonListLabel: (title: string) => `Lessons in ${title}`,
  video: "Video",
  slides: "Slides",
  completed: "Completed",
  notCompleted: "Not completed",
  markComplete: "Mark as complete",
  markIncomplete: "Mark as incomplete",
  updating: "Updating...",
  lessonCompleteStatus: "Lesson complete",
  takeModuleQuiz: "Take Module Quiz",
  moduleQuizLockedHint: "Complete every lesson in this module to unlock its quiz.",
  moduleQuizReadyHint: "You have completed every lesson. The module quiz is ready.",
  moduleHasNoLessons: "This module has no lessons yet.",
  selectLesson: "Select a lesson to start learning.",
  advancing: (title: string) => `Module complete! Moving on to ${title}...`,
  stayHere: "Stay here",
  upNext: "Up next",
  playNext: "Play next",
  duration: (formatted: string) => `Duration ${formatted}`,
  slidesTitle: (title: string) => `Slides: ${title}`,
  openSlides: "Open the slides (PDF)",
  noPdfViewer: "Your browser cannot show the slides here. Open them with the link below.",
  noSlides: "No slides available for this lesson.",
  videoTitle: (title: string) => `Video: ${title}`,
  loadingVideo: "Loading video...",
  playbackSpeed: "Playback speed",
  speedOption: (speed: number) => (speed === 1 ? "Normal" : `${speed}x`),
  shortcutsButton: "Keyboard shortcuts",
} as const;

/** academy.md §2 and §4: notes with view, edit and saving modes (our wording). */
export const NOTES_TEXT = {
  heading: "My notes",
  empty: "You have no notes for this lesson yet.",
  add: "Add notes",
  edit: "Edit notes",
  save: "Save notes",
  saving: "Saving...",
  cancel: "Cancel",
  fieldLabel: "Notes for this lesson",
  loading: "Loading notes...",
  loadFailed: "Unable to load your notes.",
  saveFailed: "Unable to save your notes. Your text is still here.",
  saved: "Notes saved",
  retry: "Retry",
} as const;

/** academy.md §4 and §9: the quiz and its results (spec where marked). */
export const QUIZ_TEXT = {
  loading: "Loading quiz...",
  moduleQuizTitle: (title: string) => `${title} Quiz`,
  finalExamTitle: (course: string) => `${course}: Final Exam`,
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  answersLegend: "Choose one answer",
  /** Spec: the three navigation buttons. */
  prev: "Prev",
  next: "Next",
  submit: "Submit",
  submitting: "Submitting...",
  dotsLabel: "Questions",
  dotLabel: (n: number, answered: boolean) =>
    `Question ${n}${answered ? ", answered" : ", not answered"}`,
  exit: "Exit quiz",
  resultsTitle: "Quiz Results",
  finalResultsTitle: "Final Exam Results",
  score: "Your score",
  correctCount: (correct: number, total: number) => `${correct} of ${total} correct`,
  elapsed: (minutes: number) => `Time taken: ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  yourAnswer: "Your answer",
  correctAnswer: "Correct answer",
  /** The server shows the answer key only for a passed attempt. */
  correctAnswerHidden: "Shown once you pass",
  notAnswered: "Not answered",
  correct: "Correct",
  incorrect: "Incorrect",
  explanation: "Explanation",
  reviewHeading: "Review your answers",
  /** Spec: the results button. */
  continueLearning: "Continue Learning",
  retake: "Retake",
  noQuestions: "This quiz has no questions yet.",
  passedFinal: "Congratulations! You passed the final exam.",
  passedQuiz: "You passed this quiz.",
  failed: `You need ${PASS_PERCENT}% or more to pass. Review the answers below and retake it.`,
} as const;

/** The keyboard shortcuts, as the `?` help sheet lists them. Keys are KeyboardEvent.key values. */
export const SHORTCUTS = {
  title: "Keyboard shortcuts",
  description: "Shortcuts work anywhere on the page except while you are typing.",
  groups: [
    {
      heading: "Anywhere",
      items: [{ keys: ["?"], label: "Show this help (Escape closes it)" }],
    },
    {
      heading: "Lessons",
      items: [
        { keys: ["k"], label: "Play or pause the video" },
        { keys: ["j"], label: `Back ${SEEK_SECONDS} seconds` },
        { keys: ["l"], label: `Forward ${SEEK_SECONDS} seconds` },
        { keys: ["m"], label: "Mute or unmute" },
        { keys: ["<"], label: "Slower playback" },
        { keys: [">"], label: "Faster playback" },
        { keys: ["n"], label: "Next lesson" },
        { keys: ["p"], label: "Previous lesson" },
        { keys: ["c"], label: "Mark the lesson complete or incomplete" },
        { keys: ["e"], label: "Write or edit your notes" },
      ],
    },
    {
      heading: "Quizzes",
      items: [
        { keys: ["1", "2", "3", "4", "5"], label: "Choose answer A to E" },
        { keys: ["["], label: "Previous question" },
        { keys: ["]"], label: "Next question" },
      ],
    },
  ],
} as const;
