import type { QuizResult } from "@academy/api";
import type { Ref } from "react";
import type { QuizAttempt } from "../logic/quiz.ts";

export interface QuizHandle {
  /** Chooses answer `index` (0 for A) of the question shown. */
  answer(index: number): void;
  prev(): void;
  next(): void;
}

export interface QuizPanelProps {
  quizId: number;
  courseId: number;
  /** "Estimating and Bidding Quiz", or "Final Exam". */
  title: string;
  kind: "module" | "final";
  /** An attempt restored after a reload. */
  initialAttempt?: QuizAttempt | null;
  /** Called with every change of the attempt in progress, and null once it is over. */
  onAttemptChange?: (attempt: QuizAttempt | null) => void;
  /** Close (load error) or Exit quiz: back to the lessons. */
  onClose: () => void;
  /** The results' Continue Learning. */
  onContinue: (result: QuizResult) => void;
  /** A submission was scored (the course may have changed: a certificate, for instance). */
  onSubmitted?: (result: QuizResult) => void;
  /** The results' Retake (the attempt starts again). */
  onRetake?: () => void;
  handleRef?: Ref<QuizHandle | null>;
  /** The clock, for the elapsed minutes (tests pass their own). */
  now?: () => number;
}
