import { useApi, useSession, type EnrollResponse } from "@academy/api";
import { Button, ErrorSummary, Field, TextInput, type ErrorSummaryItem } from "@academy/ui";
import { useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useId, useRef, useState, type FormEvent } from "react";
import { emailProblem, FIELD_MESSAGES } from "../login-modal/validation.ts";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "./EnrolModal.css.ts";
import { newAttemptId } from "../shared/newAttemptId.ts";
import { payForCourse, PaymentProblem } from "./payForCourse.ts";

export interface EnrolCourse {
  id: number;
  title: string;
  /** Dollars, for display; the server charges its own price. */
  price: number;
}

export interface EnrolSuccess {
  /** "Payment successful!", with the temporary-password note when an account was created. */
  message: string;
  response: EnrollResponse;
}

export interface EnrolFormProps {
  course: EnrolCourse;
  /** Whether courses are on sale and Stripe has loaded, so paying is possible. */
  canPay: boolean;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSuccess: (success: EnrolSuccess) => void;
}

interface Problems {
  fullName: string | null;
  email: string | null;
  card: string | null;
  /** Not about one field: the server or the provider refused. */
  form: string | null;
}

const NO_PROBLEMS: Problems = { fullName: null, email: null, card: null, form: null };

export const formatPrice = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

/**
 * academy.md §8: "Payment successful!", noting the temporary password when one was sent; an
 * existing account that is not signed in is told to sign in with its own password.
 */
function successMessage(response: EnrollResponse): string {
  if (response.temp_password) return `${TEXT.paymentSuccess} ${TEXT.tempPasswordNote}`;
  if (!response.access_token && response.message) {
    return `${TEXT.paymentSuccess} ${response.message}`;
  }
  return TEXT.paymentSuccess;
}

/**
 * Full name, e-mail and card, then pay (issue #14). Problems appear beside each field and in a
 * GOV.UK error summary that takes focus, also after a 3-D Secure challenge, so screen-reader
 * users hear the outcome. One attempt id per opening makes a double click one charge.
 */
export function EnrolForm({ course, canPay, busy, onBusyChange, onSuccess }: EnrolFormProps) {
  const { client } = useApi();
  const { user, startSession } = useSession();
  const stripe = useStripe();
  const elements = useElements();
  const ids = useId();
  const fieldIds = { fullName: `${ids}-name`, email: `${ids}-email`, card: `${ids}-card` };
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [card, setCard] = useState({ complete: false, error: null as string | null });
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [missingRequired, setMissingRequired] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [attemptId] = useState(newAttemptId);
  // Set synchronously, so a second click before React re-renders is ignored too.
  const inFlight = useRef(false);

  function report(next: Problems, missing = false) {
    setProblems(next);
    setMissingRequired(missing);
    setAttempt((count) => count + 1);
  }

  function handleCardChange(event: StripeCardElementChangeEvent) {
    setCard({ complete: event.complete, error: event.error?.message ?? null });
    if (problems.card && event.complete) setProblems((current) => ({ ...current, card: null }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !canPay) return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    const found: Problems = {
      fullName: details.fullName === "" ? FIELD_MESSAGES.fullNameMissing : null,
      email: emailProblem(details.email),
      card: card.complete ? null : (card.error ?? TEXT.cardMissing),
      form: null,
    };
    if (found.fullName || found.email || found.card) {
      report(found, details.fullName === "" || details.email === "");
      return;
    }
    // By type name, which Stripe.js and the offline stand-in both understand.
    const cardElement = elements?.getElement("card");
    if (!stripe || !cardElement) {
      report({ ...NO_PROBLEMS, form: TEXT.setupFailed });
      return;
    }

    inFlight.current = true;
    onBusyChange(true);
    setProblems(NO_PROBLEMS);
    try {
      const response = await payForCourse({
        client,
        stripe,
        card: cardElement,
        courseId: course.id,
        ...details,
        attemptId,
      });
      // No token when the e-mail already had an account and nobody is signed in: the buyer is
      // enrolled and signs in with their own password.
      if (response.access_token && response.user) {
        await startSession(
          {
            access_token: response.access_token,
            refresh_token: response.refresh_token ?? undefined,
          },
          response.user,
        );
      }
      onSuccess({ response, message: successMessage(response) });
    } catch (caught) {
      const problem =
        caught instanceof PaymentProblem
          ? caught
          : new PaymentProblem(TEXT.paymentNotCompleted, false);
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
    ...(["fullName", "email", "card"] as const).flatMap((key) => {
      const message = problems[key];
      return message ? [{ fieldId: fieldIds[key], message }] : [];
    }),
  ];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={TEXT.title(course.title)}
    >
      <ErrorSummary
        errors={summary}
        focusKey={attempt}
        description={missingRequired ? TEXT.required : undefined}
      />
      <Field label={TEXT.fullName} required controlId={fieldIds.fullName} error={problems.fullName}>
        <TextInput
          name="full_name"
          autoComplete="name"
          value={fullName}
          readOnly={busy}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <Field label={TEXT.email} required controlId={fieldIds.email} error={problems.email}>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          readOnly={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <CardField
        id={fieldIds.card}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={stripe !== null}
        error={problems.card}
        onChange={handleCardChange}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          busy={busy}
          busyLabel={TEXT.processing}
          disabled={!canPay || stripe === null}
        >
          {TEXT.pay(formatPrice(course.price))}
        </Button>
      </div>
    </form>
  );
}
