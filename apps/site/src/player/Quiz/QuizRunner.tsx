import { callApi, useApi, type Quiz, type QuizResult } from "@academy/api";
import { Button, InlineAlert } from "@academy/ui";
import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from "react";
import { useLatest } from "../../lib/useLatest.ts";
import { QUIZ_ERRORS, QUIZ_TEXT } from "../constants.ts";
import {
  attemptFits,
  canGoNext,
  canGoPrev,
  canSubmit,
  isLastQuestion,
  newAttempt,
  quizReducer,
  summarize,
  toSubmission,
  type QuizAction,
  type QuizAttempt,
  type ResultSummary,
} from "../logic/quiz.ts";
import { QuizQuestion } from "./QuizQuestion.tsx";
import { QuizResults } from "./QuizResults.tsx";
import type { QuizPanelProps } from "./types.ts";
import * as styles from "./Quiz.css.ts";

export interface QuizRunnerProps extends Omit<
  QuizPanelProps,
  "quizId" | "title" | "initialAttempt"
> {
  quiz: Quiz;
  initialAttempt: QuizAttempt | null;
  now: () => number;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * One attempt at a loaded quiz: the questions one at a time with Prev, Next, Submit and the
 * progress dots, then the results.
 */
export function QuizRunner({
  quiz,
  courseId,
  kind,
  initialAttempt,
  onAttemptChange,
  onClose,
  onContinue,
  onSubmitted,
  onRetake,
  handleRef,
  now,
  titleRef,
}: QuizRunnerProps) {
  const { client } = useApi();
  const [attempt, setAttempt] = useState<QuizAttempt>(() =>
    initialAttempt && attemptFits(quiz, initialAttempt)
      ? initialAttempt
      : newAttempt(quiz.id, now()),
  );
  const [submitting, setSubmitting] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [outcome, setOutcome] = useState<{ result: QuizResult; summary: ResultSummary } | null>(
    null,
  );
  const questionHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownQuestion = useRef(attempt.current);

  const changeHandler = useLatest(onAttemptChange);
  useEffect(() => {
    changeHandler.current?.(outcome ? null : attempt);
  }, [attempt, outcome, changeHandler]);

  // A new question takes the focus, so keyboard and screen-reader users land on it.
  const currentIndex = attempt.current;
  useEffect(() => {
    if (shownQuestion.current !== currentIndex) {
      shownQuestion.current = currentIndex;
      questionHeadingRef.current?.focus();
    }
  }, [currentIndex]);

  const dispatch = (action: QuizAction) => {
    setSubmitFailed(false);
    setAttempt((current) => quizReducer(quiz, current, action));
  };

  const submit = async () => {
    if (!canSubmit(quiz, attempt, submitting)) return;
    setSubmitting(true);
    setSubmitFailed(false);
    try {
      const result = await callApi(() =>
        client.POST("/assessments/{quizId}/submit", {
          params: { path: { quizId: quiz.id } },
          body: toSubmission(quiz, attempt),
        }),
      );
      setOutcome({ result, summary: summarize(result, attempt.startedAt, now()) });
      onSubmitted?.(result);
    } catch {
      setSubmitFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  const question = quiz.questions[attempt.current];

  useImperativeHandle(
    handleRef,
    () => ({
      answer: (index) => {
        const answer = question?.answers[index];
        if (question && answer && !outcome) {
          dispatch({ type: "select", questionId: question.id, answerId: answer.id });
        }
      },
      prev: () => {
        if (!outcome) dispatch({ type: "prev" });
      },
      next: () => {
        if (!outcome) dispatch({ type: "next" });
      },
    }),
    // dispatch closes over the quiz only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, outcome, quiz],
  );

  if (outcome) {
    return (
      <QuizResults
        kind={kind}
        courseId={courseId}
        result={outcome.result}
        summary={outcome.summary}
        onContinue={() => onContinue(outcome.result)}
        onRetake={() => {
          setOutcome(null);
          shownQuestion.current = 0;
          setAttempt(newAttempt(quiz.id, now()));
          titleRef.current?.focus();
          onRetake?.();
        }}
      />
    );
  }

  if (!question) {
    return (
      <>
        <p className={styles.muted}>{QUIZ_TEXT.noQuestions}</p>
        <div className={styles.nav}>
          <Button variant="secondary" onClick={onClose}>
            {QUIZ_ERRORS.close}
          </Button>
        </div>
      </>
    );
  }

  const total = quiz.questions.length;
  const last = isLastQuestion(quiz, attempt);

  return (
    <div className={styles.runner}>
      <div className={styles.dots} role="group" aria-label={QUIZ_TEXT.dotsLabel}>
        {quiz.questions.map((candidate, index) => {
          const answered = attempt.answers[candidate.id] !== undefined;
          const current = index === attempt.current;
          return (
            <button
              key={candidate.id}
              type="button"
              className={styles.dot}
              data-answered={answered ? "" : undefined}
              aria-current={current ? "step" : undefined}
              aria-label={QUIZ_TEXT.dotLabel(index + 1, answered)}
              onClick={() => dispatch({ type: "go", index })}
            >
              {index + 1}
            </button>
          );
        })}
      </div>

      <QuizQuestion
        question={question}
        headingRef={questionHeadingRef}
        position={QUIZ_TEXT.questionOf(attempt.current + 1, total)}
        selected={attempt.answers[question.id] ?? null}
        disabled={submitting}
        onSelect={(answerId) => dispatch({ type: "select", questionId: question.id, answerId })}
      />

      {submitFailed ? <InlineAlert tone="danger">{QUIZ_ERRORS.submit}</InlineAlert> : null}

      <div className={styles.nav}>
        <Button
          variant="secondary"
          disabled={!canGoPrev(attempt) || submitting}
          onClick={() => dispatch({ type: "prev" })}
        >
          {QUIZ_TEXT.prev}
        </Button>
        {last ? (
          <Button
            disabled={!canSubmit(quiz, attempt, submitting)}
            busy={submitting}
            busyLabel={QUIZ_TEXT.submitting}
            onClick={() => void submit()}
          >
            {QUIZ_TEXT.submit}
          </Button>
        ) : (
          <Button disabled={!canGoNext(quiz, attempt)} onClick={() => dispatch({ type: "next" })}>
            {QUIZ_TEXT.next}
          </Button>
        )}
        <Button
          variant="secondary"
          className={styles.exit}
          disabled={submitting}
          onClick={() => {
            changeHandler.current?.(null);
            onClose();
          }}
        >
          {QUIZ_TEXT.exit}
        </Button>
      </div>
    </div>
  );
}
