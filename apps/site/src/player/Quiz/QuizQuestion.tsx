import type { Question } from "@academy/api";
import { Badge, VisuallyHidden } from "@academy/ui";
import { useId, type RefObject } from "react";
import { answerLetter, formatQuestionType } from "../logic/quiz.ts";
import * as styles from "./Quiz.css.ts";

export interface QuizQuestionProps {
  question: Question;
  /** "Question 2 of 5". */
  position: string;
  selected: number | null;
  disabled?: boolean;
  onSelect: (answerId: number) => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * One question: its position, its type (academy.md §3: underscores as spaces, upper-cased) and
 * its answers lettered A to E as a radio group, so arrow keys move between them.
 */
export function QuizQuestion({
  question,
  position,
  selected,
  disabled = false,
  onSelect,
  headingRef,
}: QuizQuestionProps) {
  const headingId = useId();
  const textId = useId();
  return (
    <div className={styles.question}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.position}>
        {position}
      </h3>
      <fieldset className={styles.fieldset} aria-labelledby={`${headingId} ${textId}`}>
        <Badge tone="info" size="sm" className={styles.type}>
          {formatQuestionType(question.type)}
        </Badge>
        <p id={textId} className={styles.questionText}>
          {question.text}
        </p>
        <ul className={styles.answers}>
          {question.answers.map((answer, index) => (
            <li key={answer.id}>
              <label
                className={styles.answer}
                data-checked={selected === answer.id ? "" : undefined}
              >
                <input
                  type="radio"
                  className={styles.radio}
                  name={`question-${question.id}`}
                  value={answer.id}
                  checked={selected === answer.id}
                  disabled={disabled}
                  onChange={() => onSelect(answer.id)}
                />
                <span className={styles.letter} aria-hidden="true">
                  {answerLetter(index)}
                </span>
                <span className={styles.answerText}>
                  <VisuallyHidden>{answerLetter(index)}. </VisuallyHidden>
                  {answer.text}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
