import { forwardRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { TextInput, type TextInputProps } from "../TextInput/TextInput.tsx";
import { cx } from "../utils/cx.ts";
import { useControllableState } from "../utils/useControllableState.ts";
import * as styles from "./NumberInput.css.ts";

export interface NumberInputProps extends Omit<
  TextInputProps,
  "value" | "defaultValue" | "type" | "onChange"
> {
  value?: number;
  defaultValue?: number;
  /** Called with the parsed number on every keystroke. */
  onValueChange?: (value: number) => void;
  /**
   * Turns what was typed into a number. Pass the calculators' sanitizer here (strip everything
   * but digits and the point, empty becomes 0, floor at 0, integer-only or capped fields).
   * The default keeps digits and the first decimal point; empty or invalid gives 0.
   */
  parse?: (raw: string) => number;
  /** How a value is shown when the input is not being edited. */
  format?: (value: number) => string;
  /** Show 0 as an empty box, as the spec's calculators do. On by default. */
  emptyWhenZero?: boolean;
  /** Raw change events, if the caller needs them. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Keeps digits and the first decimal point; empty or unparsable input is 0. */
export function defaultParse(raw: string): number {
  const [whole = "", ...fraction] = raw.replace(/[^\d.]/g, "").split(".");
  const cleaned = fraction.length ? `${whole}.${fraction.join("")}` : whole;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}

const PLAIN_DECIMAL = /^\d*\.?\d*$/;

/**
 * Text still being typed as a plain decimal that means the parsed number ("12.", "0.0") is
 * kept as typed; anything else (letters, a capped or rounded value) shows the number itself.
 */
function keepsTyping(raw: string, parsed: number): boolean {
  return PLAIN_DECIMAL.test(raw) && Number.parseFloat(raw) === parsed;
}

/**
 * A text box for numbers driven by a parse function, so the calculators' sanitizer decides what
 * a keystroke means. It reports numbers (value/defaultValue/onValueChange), shows 0 as an
 * empty box, and keeps partial input such as "12." while the user is typing.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value: valueProp,
    defaultValue = 0,
    onValueChange,
    parse = defaultParse,
    format = String,
    emptyWhenZero = true,
    onChange,
    onBlur,
    inputMode = "decimal",
    className,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const display = (n: number) => (emptyWhenZero && n === 0 ? "" : format(n));
  const [text, setText] = useState(() => display(value));
  const [shownValue, setShownValue] = useState(value);

  // A new value from outside (a reset, a recomputed field) replaces the text, unless the text
  // already means that value (the user is mid-typing "12." for 12).
  if (value !== shownValue) {
    setShownValue(value);
    if (parse(text) !== value) setText(display(value));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const next = parse(raw);
    setText(keepsTyping(raw, next) ? raw : display(next));
    setShownValue(next);
    onChange?.(event);
    if (next !== value) setValue(next);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    setText(display(value));
    onBlur?.(event);
  }

  return (
    <TextInput
      ref={ref}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      className={cx(styles.number, className)}
      {...rest}
    />
  );
});
