import { Button, Field, TextInput, formatMoney } from "@academy/ui";
import { useEffect, useId, useRef, useState } from "react";
import * as styles from "./PromotionCode.css.ts";

/** The server's answer for a code on one product: every amount in cents, computed there. */
export interface PromotionPreview {
  code: string;
  listCents: number;
  discountCents: number;
  amountCents: number;
  currency: string;
}

export type PreviewAnswer =
  { ok: true; preview: PromotionPreview } | { ok: false; message: string };

export const PROMOTION_CODE_TEXT = {
  apply: "Apply",
  applying: "Checking...",
  empty: "Enter a promotion code.",
  unreachable: "The code could not be checked. Please try again.",
  /** A subscription's line once a code applies: the coupon discounts the first payment only. */
  firstPayment: (first: string, then: string) => `First payment ${first}, then ${then}`,
  applied: (p: PromotionPreview) =>
    `${p.code} applied: ${formatMoney(-p.discountCents, { currency: p.currency })}. New price: ${formatMoney(p.amountCents, { currency: p.currency })}`,
} as const;

export interface PromotionCodeProps {
  label: string;
  /** Asks the server what the code takes off (the browser never computes a price). */
  preview: (code: string) => Promise<PreviewAnswer>;
  /** The applied code's preview, or null once the text changes or a code is refused. */
  onAppliedChange: (applied: PromotionPreview | null) => void;
  /** A code from a `?code=` link: typed in and applied when the field first shows. */
  defaultCode?: string;
  /** A payment runs: the code cannot change under it. */
  disabled?: boolean;
}

/**
 * The checkout's promotion-code field (issue 48): Apply asks the server, then shows the new
 * price or the server's reason inline; editing the code drops the applied one, so the price
 * shown is always the price the purchase will charge.
 */
export function PromotionCode({
  label,
  preview,
  onAppliedChange,
  defaultCode = "",
  disabled = false,
}: PromotionCodeProps) {
  const id = useId();
  const [code, setCode] = useState(defaultCode);
  const [checking, setChecking] = useState(false);
  const [applied, setApplied] = useState<PromotionPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest Apply may land: an older answer arriving late is dropped.
  const latest = useRef(0);

  const settle = (next: PromotionPreview | null, message: string | null) => {
    setApplied(next);
    setError(message);
    onAppliedChange(next);
  };

  const apply = async (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === "") return settle(null, PROMOTION_CODE_TEXT.empty);
    const ticket = ++latest.current;
    setChecking(true);
    try {
      const answer = await preview(trimmed);
      if (ticket !== latest.current) return;
      if (answer.ok) settle(answer.preview, null);
      else settle(null, answer.message);
    } catch {
      if (ticket === latest.current) settle(null, PROMOTION_CODE_TEXT.unreachable);
    } finally {
      if (ticket === latest.current) setChecking(false);
    }
  };

  const applyFromLink = useRef(defaultCode.trim() !== "");
  useEffect(() => {
    if (!applyFromLink.current) return;
    applyFromLink.current = false;
    void apply(defaultCode);
    // Once, for the link's code: later changes are the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Field label={label} controlId={id} error={error ?? undefined}>
      <div className={styles.row}>
        <TextInput
          className={styles.input}
          name="promotion_code"
          autoComplete="off"
          value={code}
          readOnly={disabled}
          onChange={(event) => {
            setCode(event.target.value);
            latest.current++;
            setChecking(false);
            if (applied || error) settle(null, null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (!disabled) void apply(code);
          }}
        />
        <Button
          type="button"
          variant="secondary"
          busy={checking}
          busyLabel={PROMOTION_CODE_TEXT.applying}
          disabled={disabled}
          onClick={() => void apply(code)}
        >
          {PROMOTION_CODE_TEXT.apply}
        </Button>
      </div>
      <p role="status" className={styles.applied}>
        {applied ? PROMOTION_CODE_TEXT.applied(applied) : ""}
      </p>
    </Field>
  );
}
