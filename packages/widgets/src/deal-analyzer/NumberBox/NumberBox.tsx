import { useState, type ChangeEvent, type FocusEvent } from "react";
import {
  displayInputValue,
  normalizeNumericText,
  type NumericFieldRule,
} from "@academy/calculators";
import { TextInput, type TextInputProps } from "@academy/ui";
import * as styles from "./NumberBox.css.ts";

export interface NumberBoxProps extends Omit<
  TextInputProps,
  "value" | "defaultValue" | "type" | "onChange" | "inputMode"
> {
  value: number;
  /** Whole numbers only and/or a cap: decides what every keystroke means. */
  rule: Readonly<NumericFieldRule>;
  onValueChange: (value: number) => void;
  /** Every edit's text as typed, before cleaning (for a field check that needs it). */
  onTyped?: (text: string) => void;
}

/**
 * Rewrites the box's text in place, keeping the caret as far from the end as it was, so a
 * letter typed mid-number vanishes without moving the caret past the digits after it.
 */
function rewrite(input: HTMLInputElement, text: string): void {
  const fromEnd = input.value.length - (input.selectionEnd ?? input.value.length);
  input.value = text;
  const caret = Math.max(0, text.length - fromEnd);
  // Only the focused box has a caret (in a shadow root, the root knows which one that is).
  const root = input.getRootNode() as Document | ShadowRoot;
  if (root.activeElement === input) input.setSelectionRange(caret, caret);
}

/**
 * An analyzer number box. Typed and pasted text mean the same (`normalizeNumericText`): letters
 * vanish as they are typed, a cap shows as the cap, 0 as an empty box, and a whole-number box
 * keeps "75000." rather than reading the next digit into the whole part. The cleaned text is
 * written into the input during the event itself, so the box never shows what the maths does
 * not use (a renderer may skip the re-render when the state stays the same, which would leave
 * the typed letter on screen).
 */
export function NumberBox({
  value,
  rule,
  onValueChange,
  onTyped,
  onBlur,
  className,
  ...rest
}: NumberBoxProps) {
  const [text, setText] = useState(() => displayInputValue(value));
  const [shownValue, setShownValue] = useState(value);

  // A new value from outside (a reset, a shared deal) replaces the text, unless the text
  // already means that value (the user is mid-typing "12." for 12).
  if (value !== shownValue) {
    setShownValue(value);
    if (normalizeNumericText(text, rule).value !== value) setText(displayInputValue(value));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    onTyped?.(input.value);
    const next = normalizeNumericText(input.value, rule);
    if (next.text !== input.value) rewrite(input, next.text);
    setText(next.text);
    setShownValue(next.value);
    if (next.value !== value) onValueChange(next.value);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const shown = displayInputValue(value);
    if (event.currentTarget.value !== shown) event.currentTarget.value = shown;
    setText(shown);
    onBlur?.(event);
  }

  return (
    <TextInput
      type="text"
      inputMode={rule.integer === true ? "numeric" : "decimal"}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      className={className ? `${styles.number} ${className}` : styles.number}
      {...rest}
    />
  );
}
