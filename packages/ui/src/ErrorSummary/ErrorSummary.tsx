import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { UI_LABELS } from "../constants.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./ErrorSummary.css.ts";

export interface ErrorSummaryItem {
  /** The id of the control in error; its link moves focus there. Without it, plain text. */
  fieldId?: string;
  /** The same words the field shows beside itself. */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Changes on every failed submission, so the summary takes focus again each time. */
  focusKey: number;
  title?: string;
  /** A sentence under the title, before the list. */
  description?: ReactNode;
  className?: string;
}

/**
 * GOV.UK-style error summary: "There is a problem" with a link to each field in error. It takes
 * focus when it appears (and after every failed submission), so screen readers read it out;
 * each link moves focus to its field, inside a shadow root as well as in the page.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, focusKey, title = UI_LABELS.errorSummaryTitle, description, className },
  ref,
) {
  const root = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useImperativeHandle(ref, () => root.current as HTMLDivElement);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) root.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // A hash link does not reach into a shadow root, so find the field from the link's own root.
    const scope: Node & { getElementById?: (id: string) => HTMLElement | null } =
      event.currentTarget.getRootNode();
    const field = scope.getElementById?.(fieldId) ?? null;
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: "center" });
  }

  return (
    <div ref={root} className={cx(styles.root, className)} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.list}>
          {errors.map(({ fieldId, message }) => (
            <li key={`${fieldId ?? ""}:${message}`}>
              {fieldId ? (
                <a
                  className={styles.link}
                  href={`#${fieldId}`}
                  onClick={(event) => focusField(event, fieldId)}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
