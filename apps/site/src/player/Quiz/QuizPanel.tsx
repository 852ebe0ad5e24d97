import { useQueryHooks } from "@academy/api";
import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useEffect, useId, useRef } from "react";
import { QUIZ_ERRORS, QUIZ_TEXT } from "../constants.ts";
import { QuizRunner } from "./QuizRunner.tsx";
import type { QuizPanelProps } from "./types.ts";
import * as styles from "./Quiz.css.ts";

export type { QuizHandle, QuizPanelProps } from "./types.ts";

/**
 * A module quiz or the final exam (academy.md §4): loading, one question at a time with Prev,
 * Next, Submit and progress dots, then the results with Continue Learning. Load and submit
 * failures show the spec's messages; the attempt in progress is handed to `onAttemptChange` so
 * it can outlive a reload.
 */
export function QuizPanel({
  quizId,
  courseId,
  title,
  kind,
  initialAttempt = null,
  onAttemptChange,
  onClose,
  onContinue,
  onSubmitted,
  onRetake,
  handleRef,
  now = Date.now,
}: QuizPanelProps) {
  const hooks = useQueryHooks();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const query = hooks.useQuery(
    "get",
    "/assessments/{quizId}/quiz",
    { params: { path: { quizId } } },
    { retry: false },
  );

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const header = (
    <div className={styles.header}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
    </div>
  );

  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <section className={styles.root} aria-labelledby={titleId} aria-busy="true">
        {header}
        <Spinner label={QUIZ_TEXT.loading} />
        <p className={styles.muted}>{QUIZ_TEXT.loading}</p>
      </section>
    );
  }

  if (query.isError) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        {header}
        <InlineAlert tone="danger">{QUIZ_ERRORS.load}</InlineAlert>
        <div className={styles.nav}>
          <Button onClick={() => void query.refetch()}>{QUIZ_ERRORS.retry}</Button>
          <Button variant="secondary" onClick={onClose}>
            {QUIZ_ERRORS.close}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {header}
      <QuizRunner
        // A fresh runner (and attempt) whenever the server's quiz changes.
        key={query.data.id}
        quiz={query.data}
        courseId={courseId}
        kind={kind}
        initialAttempt={initialAttempt}
        onAttemptChange={onAttemptChange}
        onClose={onClose}
        onContinue={onContinue}
        onSubmitted={onSubmitted}
        onRetake={onRetake}
        handleRef={handleRef}
        now={now}
        titleRef={titleRef}
      />
    </section>
  );
}
