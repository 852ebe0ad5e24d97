import { CardElement, useElements } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import * as styles from "./CardField.css.ts";

export interface CardFieldProps {
  /** The id the error summary links to; focusing it focuses the card input. */
  id: string;
  /** The field's label, as each spec names it ("Card details", "Card Details"). */
  label: string;
  /** Shown in place of the field until Stripe has loaded. */
  loadingText: string;
  /** Whether Stripe has loaded; until then `loadingText` stands in for the field. */
  ready: boolean;
  error: string | null;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

/**
 * The card field of every payment form (academy.md §2 and investor-tools.md §5: the postal
 * code is hidden) with a label and the same error words the summary shows. The element itself
 * is Stripe's (an iframe with real keys, the server's stand-in offline), so the wrapper names
 * it as a group.
 */
export function CardField({ id, label, loadingText, ready, error, onChange }: CardFieldProps) {
  const elements = useElements();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.cardField}>
      <span id={labelId} className={styles.cardLabel}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </span>
      <div
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? "" : undefined}
        className={styles.cardBox}
        // The error summary's link lands here; the card input itself lives inside Stripe's element.
        onFocus={(event) => {
          if (event.target === event.currentTarget) elements?.getElement("card")?.focus();
        }}
      >
        {ready ? (
          <CardElement options={{ hidePostalCode: true }} onChange={onChange} />
        ) : (
          <p className={styles.cardLoading}>{loadingText}</p>
        )}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
