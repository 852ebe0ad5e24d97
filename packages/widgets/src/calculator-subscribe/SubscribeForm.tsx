import { useApi, useSession, type BillingCycle, type SubscribeResponse } from "@academy/api";
import { Button, ErrorSummary, Field, TextInput, type ErrorSummaryItem } from "@academy/ui";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useId, useState, type FormEvent } from "react";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import { paymentError } from "../shared/payments/flow/PaymentError.ts";
import type { CardPaymentState } from "../shared/payments/flow/useCardPayment.ts";
import { LogInAction } from "../shared/payments/LogInAction/LogInAction.tsx";
import { SignedInBuyer } from "../shared/payments/SignedInBuyer/SignedInBuyer.tsx";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";
import { newAttemptId } from "../shared/newAttemptId.ts";
import { CALCULATOR_PAYMENT_WORDS, subscribeToCalculator } from "./subscribeToCalculator.ts";
import { detailsComplete, detailsProblems } from "./validation.ts";

/** Who is looking and what they may do: §2 and §6 (payments for admins only while disabled). */
export type SaleMode = "loading" | "open" | "admin" | "comingSoon";

export interface SubscribeFormProps {
  mode: SaleMode;
  cycle: BillingCycle;
  /** The catalogue's price for the cycle, in cents, and as shown ("$9"). */
  amountCents: number;
  price: string;
  /** An applied promotion code's name, sent with the purchase (issue 48). */
  promotionCode?: string | undefined;
  /** The checkout's card payment (the shared Checkout owns it). */
  payment: CardPaymentState;
  /** Free days before the first charge (issue 48); 0: the spec's screen, charged today. */
  trialDays: number;
  /** The server said the trial cannot be had (this buyer had one): show today's price. */
  onTrialRefused: () => void;
  busy: boolean;
  onPaid: (response: SubscribeResponse, signedIn: boolean) => void;
}

/**
 * Guests give their details first, then pay (§2); a signed-in user goes straight to payment.
 * Problems appear beside each field and in an error summary that takes focus (also after a
 * 3-D Secure challenge). Nothing can be changed or sent while it is "Coming Soon".
 */
export function SubscribeForm(props: SubscribeFormProps) {
  const { mode, cycle, amountCents, price, promotionCode, payment, busy, onPaid } = props;
  // A promotion code discounts a first payment made today: it is not combined with a trial
  // (the server refuses both at once), so the spec's words and price show with the code's.
  const trialDays = promotionCode ? 0 : props.trialDays;
  const { client } = useApi();
  const { user } = useSession();
  const ids = useId();
  const fieldIds = { fullName: `${ids}-name`, email: `${ids}-email`, card: `${ids}-card` };
  const [step, setStep] = useState<"details" | "payment">(user ? "payment" : "details");
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [typedEmail, setEmail] = useState("");
  // A signed-in buyer subscribes their own account, whatever was typed before signing in.
  const email = user ? user.email : typedEmail;
  // §5's messages appear once a field has been left (submit stays disabled until both are right).
  const [touched, setTouched] = useState({ fullName: false, email: false });
  // One attempt per opening: a double click is one charge, and only this page gets its secret.
  const [attemptId] = useState(newAttemptId);
  const shown = detailsProblems(fullName, email);
  const locked = mode === "comingSoon" || mode === "loading";

  function handleDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ fullName: true, email: true });
    if (locked || !detailsComplete(fullName, email)) return;
    payment.clear();
    setStep("payment");
  }

  function handleCardChange(event: StripeCardElementChangeEvent) {
    if (payment.problem?.onCard && event.complete) payment.clear();
  }

  async function handlePayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    if (details.fullName === "" || details.email === "") {
      payment.report(paymentError(CALCULATOR_PAYMENT_WORDS, "details"));
      return;
    }
    const failure = await payment.run(async (hand) => {
      const response = await subscribeToCalculator(hand, {
        client,
        cycle,
        amountCents,
        attemptId,
        ...(promotionCode ? { promotionCode } : {}),
        trial: trialDays > 0,
        ...details,
      });
      onPaid(response, user !== null);
    });
    if (failure?.action === "no_trial") props.onTrialRefused();
  }

  const problem = payment.problem;
  const summary: ErrorSummaryItem[] = problem
    ? [
        problem.onCard
          ? { fieldId: fieldIds.card, message: problem.message }
          : { message: problem.message },
      ]
    : [];
  const admin = mode === "admin" ? ` ${TEXT.adminTag}` : "";
  const subscribeText =
    trialDays > 0 ? TEXT.trialSubscribe(trialDays, cycle, price) : TEXT.subscribe(cycle, price);

  // After "Buy for another e-mail" signs out, the new e-mail is asked for first.
  if (step === "details" || (!user && email.trim() === "")) {
    return (
      <form
        className={styles.form}
        noValidate
        onSubmit={handleDetails}
        aria-label={TEXT.stepDetails}
      >
        {user ? null : <p className={styles.step}>{TEXT.stepDetails}</p>}
        <Field
          label={TEXT.fullName}
          required
          controlId={fieldIds.fullName}
          error={touched.fullName ? shown.fullName : null}
        >
          <TextInput
            name="full_name"
            autoComplete="name"
            value={fullName}
            disabled={mode === "comingSoon"}
            onBlur={() => setTouched((current) => ({ ...current, fullName: true }))}
            onChange={(event) => setFullName(event.target.value)}
          />
        </Field>
        <Field
          label={TEXT.email}
          required
          controlId={fieldIds.email}
          error={touched.email ? shown.email : null}
        >
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            disabled={mode === "comingSoon"}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={locked || !detailsComplete(fullName, email)}>
            {mode === "comingSoon" ? TEXT.comingSoon : TEXT.continue}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={handlePayment} aria-label={TEXT.stepPayment}>
      {user ? null : <p className={styles.step}>{TEXT.stepPayment}</p>}
      <ErrorSummary errors={summary} focusKey={payment.attempt} />
      <LogInAction problem={problem} />
      {user ? <SignedInBuyer email={user.email} disabled={busy} /> : null}
      <CardField
        id={fieldIds.card}
        ready={payment.ready && !locked}
        error={problem?.onCard ? problem.message : null}
        label={TEXT.card}
        loadingText={mode === "comingSoon" ? TEXT.comingSoon : TEXT.cardLoading}
        onChange={handleCardChange}
      />
      <div className={styles.actions}>
        {user ? null : (
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={busy}
            onClick={() => setStep("details")}
          >
            {TEXT.back}
          </Button>
        )}
        <Button type="submit" size="lg" busy={busy} busyLabel={TEXT.processing} disabled={locked}>
          {mode === "comingSoon" ? TEXT.comingSoon : `${subscribeText}${admin}`}
        </Button>
      </div>
      {trialDays > 0 && mode !== "comingSoon" ? (
        <p className={styles.trialNote}>{TEXT.trialNote(trialDays, cycle, price)}</p>
      ) : null}
    </form>
  );
}
