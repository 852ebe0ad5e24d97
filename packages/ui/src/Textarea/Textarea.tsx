import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useFieldControl } from "../Field/FieldContext.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Textarea.css.ts";

export interface TextareaProps extends ComponentPropsWithoutRef<"textarea"> {
  invalid?: boolean;
}

/** Multi-line text (messages, lesson notes). Joins a surrounding Field like TextInput. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const { controlProps } = useFieldControl(props);
  return (
    <textarea ref={ref} rows={rows} className={cx(styles.textarea, className)} {...controlProps} />
  );
});
