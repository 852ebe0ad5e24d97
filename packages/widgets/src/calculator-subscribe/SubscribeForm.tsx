import { useApi, useSession, type BillingCycle, type SubscribeResponse } from "@academy/api";
import { Button, ErrorSummary, Field, TextInput, type ErrorSummaryItem } from "@academy/ui";
import { useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useId, useRef, useState, type FormEvent } from "react";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";
import { subscribeToCalculator, SubscriptionProblem } from "./subscribeToCalculator.ts";
import { detailsComplete, detailsProblems } from "./validation.ts";

/** Who is looking and what they may do: §2 and §6 (payments for admins only while disabled). */
export type SaleMode = "loading" | "open" | "admin" | "comingSoon";

export interface SubscribeFormProps {
  mode: SaleMode;
  cycle: BillingCycle;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onPaid: (response: SubscribeResponse, signedIn: boolean) => void;
}

interface Problems {
  card: string | null;
  form: string | null;
}

const NO_PROBLEMS: Problems = { card: null, form: null };

/**
 * Guests give their details first, then pay (§2); a signed-in user goes straight to payment.
 * Problems appear beside each field and in an error summary that takes focus (also after a
 * 3-D Secure challenge). Nothing can be changed or sent while it is "Coming Soon".
 */
export function SubscribeForm({ mode, cycle, busy, onBusyChange, onPaid }: SubscribeFormProps) {
  const { client } = useApi();
  const { user } = useSession();
  const stripe = useStripe();
  const elements = useElements();
  const ids = useId();
  const fieldIds = { fullName: `${ids}-name`, email: `${ids}-email`, card: `${ids}-card` };
  const [step, setStep] = useState<"details" | "payment">(user ? "payment" : "details");
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  // §5's messages appear once a field has been left (submit stays disabled until both are right).
  const [touched, setTouched] = useState({ fullName: false, email: false });
  const shown = detailsProblems(fullName, email);
  const [attempt, setAttempt] = useState(0);
  // Set synchronously, so a second click before React re-renders is ignored too.
  const inFlight = useRef(false);
  const locked = mode === "comingSoon" || mode === "loading";

  function report(next: Problems) {
    setProblems(next);
    setAttempt((count) => count + 1);
  }

  function handleDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ fullName: true, email: true });
    if (locked || !detailsComplete(fullName, email)) return;
    setProblems(NO_PROBLEMS);
    setStep("payment");
  }

  function handleCardChange(event: StripeCardElementChangeEvent) {
    if (problems.card && event.complete) setProblems((current) => ({ ...current, card: null }));
  }

  async function handlePayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || locked) return;
    inFlight.current = true;
    onBusyChange(true);
    setProblems(NO_PROBLEMS);
    try {
      const response = await subscribeToCalculator({
        client,
        stripe,
        card: elements?.getElement("card") ?? null,
        fullName: fullName.trim(),
        email: email.trim(),
        cycle,
      });
      onPaid(response, user !== null);
    } catch (caught) {
      const problem =
        caught instanceof SubscriptionProblem
          ? caught
          : new SubscriptionProblem(TEXT.genericError, false);
      report({
        ...NO_PROBLEMS,
        card: problem.onCard ? problem.message : null,
        form: problem.onCard ? null : problem.message,
      });
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  }

  const summary: ErrorSummaryItem[] = [
    ...(problems.form ? [{ message: problems.form }] : []),
    ...(problems.card ? [{ fieldId: fieldIds.card, message: problems.card }] : []),
  ];
  const admin = mode === "admin" ? ` ${TEXT.adminTag}` : "";

  if (step === "details") {
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
      <ErrorSummary errors={summary} focusKey={attempt} />
      <CardField
        id={fieldIds.card}
        ready={stripe !== null && !locked}
        error={problems.card}
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
          {mode === "comingSoon" ? TEXT.comingSoon : `${TEXT.subscribe(cycle)}${admin}`}
        </Button>
      </div>
    </form>
  );
}
