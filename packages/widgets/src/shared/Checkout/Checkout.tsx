import { InlineAlert, type DialogProps } from "@academy/ui";
import { Elements } from "@stripe/react-stripe-js";
import { useEffect, useState, type ReactNode } from "react";
import type { PaymentWords } from "../payments/flow/PaymentError.ts";
import { useCardPayment, type CardPaymentState } from "../payments/flow/useCardPayment.ts";
import { loadStripeFromConfig } from "../payments/loadStripeFromConfig.ts";
import { PaymentDialog } from "../payments/PaymentDialog.tsx";
import { TestModeNotice } from "../payments/TestModeNotice.tsx";
import {
  usePaymentsSetup,
  type OnSale,
  type PaymentsSetup,
  type StripeLoader,
} from "../payments/usePaymentsSetup.ts";
import {
  PromotionCode,
  type PreviewAnswer,
  type PromotionPreview,
} from "../PromotionCode/PromotionCode.tsx";
import * as styles from "./Checkout.css.ts";

/** What a product's form gets from the checkout around it. */
export interface CheckoutState {
  setup: PaymentsSetup;
  /** The card payment (or card set-up) in the product's words. */
  payment: CardPaymentState;
  /** A payment or a card set-up is running: the dialog cannot close. */
  busy: boolean;
  /** The applied promotion code, as the server previewed it; null without one. */
  promotion: PromotionPreview | null;
}

/** The promotion-code field of a product that takes codes (issue 48). */
export interface PromotionCodeOptions {
  label: string;
  /** The server's preview of a code for this product. */
  preview: (code: string) => Promise<PreviewAnswer>;
  /** A code from the page's `?code=` link, applied when the field first shows. */
  defaultCode?: string;
}

/** Words that follow the configuration (the calculator's "Coming Soon" title). */
type SetupText = string | ((setup: PaymentsSetup) => string);

export interface CheckoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: SetupText;
  description: SetupText;
  size?: DialogProps["size"];
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
  /** Where focus goes on close, when the dialog has no trigger of its own to return to. */
  onCloseAutoFocus?: (event: Event) => void;
  /** How Stripe.js is loaded from the payments configuration; stories and tests pass a fake. */
  loadStripe?: StripeLoader;
  /** Whether the product is on sale; stable (a module-level function or a callback). */
  onSale: OnSale;
  /** The product's words for every way a payment can fail. */
  words: PaymentWords;
  /** Shown when the configuration or Stripe.js cannot be loaded. */
  setupFailedText: string;
  /** Shown when the product is not on sale. */
  closedText?: string;
  /** Whether the form stays (locked by the product) while the product is not on sale. */
  formWhenClosed?: boolean;
  /** Whether the test-mode notice shows while the product is not on sale. */
  testModeWhenClosed?: boolean;
  /** What comes before the notice: the price (after an applied code), a summary, a badge. */
  summary?: (setup: PaymentsSetup, promotion: PromotionPreview | null) => ReactNode;
  /** Renders the promotion-code field (issue 48). */
  promotionCode?: PromotionCodeOptions;
  /** The product's fields, words and API calls, inside Stripe's Elements. */
  children: (checkout: CheckoutState) => ReactNode;
}

/**
 * The one checkout of the front end (issue 48): the dialog (no closing while busy, focus given
 * back), the payments configuration and plan catalogue, Stripe.js and its Elements, the
 * test-mode notice, the set-up's failure and "not on sale" notices, the promotion-code field
 * and the card-payment hook. Each product (enrol, Discord join, calculator subscription, card
 * update) supplies only its fields, words and API calls. The body mounts per opening: a fresh
 * configuration, a new attempt and a clear form each time.
 */
export function Checkout({
  open,
  onOpenChange,
  title,
  description,
  size,
  container,
  onCloseAutoFocus,
  ...body
}: CheckoutProps) {
  const [busy, setBusy] = useState(false);
  // Reported by the body once known: a title may follow the configuration.
  const [setup, setSetup] = useState<PaymentsSetup>({ status: "loading", catalogue: null });
  const text = (value: SetupText) => (typeof value === "function" ? value(setup) : value);
  return (
    <PaymentDialog
      busy={busy}
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      size={size}
      title={text(title)}
      description={text(description)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? (
        <CheckoutBody {...body} busy={busy} onBusyChange={setBusy} onSetup={setSetup} />
      ) : null}
    </PaymentDialog>
  );
}

type BodyProps = Omit<
  CheckoutProps,
  "open" | "onOpenChange" | "title" | "description" | "size" | "container" | "onCloseAutoFocus"
> & {
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSetup: (setup: PaymentsSetup) => void;
};

function CheckoutBody({
  loadStripe = loadStripeFromConfig,
  onSale,
  setupFailedText,
  closedText,
  formWhenClosed = true,
  testModeWhenClosed = true,
  summary,
  promotionCode,
  onSetup,
  ...form
}: BodyProps) {
  const setup = usePaymentsSetup(loadStripe, onSale);
  useEffect(() => onSetup(setup), [setup, onSetup]);
  const [promotion, setPromotion] = useState<PromotionPreview | null>(null);
  const closed = setup.status === "closed";
  const testMode =
    (setup.status === "ready" || (closed && testModeWhenClosed)) && setup.config.test_mode;
  return (
    <div className={styles.body}>
      {summary?.(setup, promotion)}
      <TestModeNotice testMode={testMode} />
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{setupFailedText}</InlineAlert>
      ) : null}
      {closed && closedText ? <InlineAlert tone="info">{closedText}</InlineAlert> : null}
      {promotionCode && !closed ? (
        <PromotionCode
          label={promotionCode.label}
          preview={promotionCode.preview}
          defaultCode={promotionCode.defaultCode}
          disabled={form.busy}
          onAppliedChange={setPromotion}
        />
      ) : null}
      {closed && !formWhenClosed ? null : (
        // Elements accepts null until Stripe has loaded, then the card field appears.
        <Elements stripe={setup.status === "ready" ? setup.stripe : null}>
          <CheckoutForm setup={setup} promotion={promotion} {...form} />
        </Elements>
      )}
    </div>
  );
}

function CheckoutForm({
  setup,
  promotion,
  words,
  busy,
  onBusyChange,
  children,
}: Pick<BodyProps, "words" | "busy" | "onBusyChange" | "children"> & {
  setup: PaymentsSetup;
  promotion: PromotionPreview | null;
}) {
  const payment = useCardPayment(words, onBusyChange);
  return <>{children({ setup, payment, busy, promotion })}</>;
}
