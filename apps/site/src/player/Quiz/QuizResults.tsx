import type { QuizResult } from "@academy/api";
import { Badge, Button, InlineAlert } from "@academy/ui";
import { useEffect, useId, useRef } from "react";
import { PASS_PERCENT, PLAYER_TEXT, QUIZ_TEXT } from "../constants.ts";
import type { ResultSummary } from "../logic/quiz.ts";
import { useCertificateDownload } from "../useCertificateDownload.ts";
import * as styles from "./Quiz.css.ts";

export interface QuizResultsProps {
  kind: "module" | "final";
  courseId: number;
  result: QuizResult;
  summary: ResultSummary;
  onContinue: () => void;
  onRetake: () => void;
}

/**
 * academy.md §4 and §9: the rounded percent, correct count of total, elapsed minutes, the
 * feedback for the score band, each question's chosen and correct answer with the explanation,
 * and Continue Learning. A passed final exam offers the certificate.
 */
export function QuizResults({
  kind,
  courseId,
  result,
  summary,
  onContinue,
  onRetake,
}: QuizResultsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const certificate = useCertificateDownload(courseId);
  // The server's verdict; the pass mark only for a server that does not send one.
  const passed = result.passed ?? summary.percent >= PASS_PERCENT;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.results} aria-labelledby={headingId} role="region">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        {kind === "final" ? QUIZ_TEXT.finalResultsTitle : QUIZ_TEXT.resultsTitle}
      </h3>

      <div className={styles.scoreCard}>
        <p className={styles.scoreLine}>
          <span className={styles.scoreLabel}>{QUIZ_TEXT.score}</span>
          <span className={styles.score}>{summary.percent}%</span>
        </p>
        <p className={styles.feedback}>{summary.feedback}</p>
        <p className={styles.muted}>{QUIZ_TEXT.correctCount(summary.correct, summary.total)}</p>
        <p className={styles.muted}>{QUIZ_TEXT.elapsed(summary.minutes)}</p>
      </div>

      <div className={styles.certificate}>
        <InlineAlert tone={passed ? "success" : "warning"}>
          {passed
            ? kind === "final"
              ? QUIZ_TEXT.passedFinal
              : QUIZ_TEXT.passedQuiz
            : QUIZ_TEXT.failed}
        </InlineAlert>
        {kind === "final" && passed ? (
          <Button
            busy={certificate.busy}
            busyLabel={PLAYER_TEXT.downloadingCertificate}
            onClick={() => void certificate.download()}
          >
            {PLAYER_TEXT.downloadCertificate}
          </Button>
        ) : null}
        {certificate.error ? <InlineAlert tone="danger">{certificate.error}</InlineAlert> : null}
      </div>

      <div className={styles.nav}>
        <Button onClick={onContinue}>{QUIZ_TEXT.continueLearning}</Button>
        <Button variant="secondary" onClick={onRetake}>
          {QUIZ_TEXT.retake}
        </Button>
      </div>

      <h4 className={styles.reviewHeading}>{QUIZ_TEXT.reviewHeading}</h4>
      <ol className={styles.review}>
        {result.detailed_results.map((detail) => (
          <li
            key={detail.question_id}
            className={styles.reviewItem}
            data-correct={detail.is_correct ? "" : undefined}
          >
            <div className={styles.reviewHeader}>
              <p className={styles.reviewQuestion}>{detail.question_text}</p>
              <Badge tone={detail.is_correct ? "green" : "red"} size="sm">
                {detail.is_correct ? QUIZ_TEXT.correct : QUIZ_TEXT.incorrect}
              </Badge>
            </div>
            <dl className={styles.reviewFacts}>
              <div>
                <dt>{QUIZ_TEXT.yourAnswer}</dt>
                <dd>{detail.selected_answer ?? QUIZ_TEXT.notAnswered}</dd>
              </div>
              <div>
                <dt>{QUIZ_TEXT.correctAnswer}</dt>
                <dd>{detail.correct_answer ?? QUIZ_TEXT.correctAnswerHidden}</dd>
              </div>
              {detail.explanation ? (
                <div>
                  <dt>{QUIZ_TEXT.explanation}</dt>
                  <dd>{detail.explanation}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
