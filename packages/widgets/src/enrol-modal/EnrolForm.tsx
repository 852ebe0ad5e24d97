import { useApi, useSession, type EnrollResponse } from "@academy/api";
import { Button, ErrorSummary, type ErrorSummaryItem } from "@academy/ui";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useId, useState, type FormEvent } from "react";
import { emailProblem, FIELD_MESSAGES } from "../shared/fieldValidation.ts";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import type { CardPaymentState } from "../shared/payments/flow/useCardPayment.ts";
import { LogInAction } from "../shared/payments/LogInAction/LogInAction.tsx";
import { useBuyerFields } from "../shared/payments/BuyerFields/BuyerFields.tsx";
import { newAttemptId } from "../shared/newAttemptId.ts";
import { ENROL_MODAL_TEXT as TEXT } from "./constants.ts";
import * as styles from "./EnrolModal.css.ts";
import type { PromotionPreview } from "../shared/PromotionCode/PromotionCode.tsx";
import { payForCourse } from "./payForCourse.ts";
import {
  instalmentPrice,
  PaymentChoice,
  type OfferedPaymentPlan,
  type PaymentMode,
} from "./PaymentChoice.tsx";

export interface EnrolCourse {
  id: number;
  title: string;
}

export interface EnrolSuccess {
  /** "Payment successful!", with the temporary-password note when an account was created. */
  message: string;
  response: EnrollResponse;
  /** The e-mail already had an account and nobody was signed in: the buyer must log in. */
  loginRequired: boolean;
}

export interface EnrolFormProps {
  course: EnrolCourse;
  /** The catalogue's price, formatted ("$997"), or the server's price with the applied code. */
  price: string;
  /** Whether courses are on sale and Stripe has loaded, so paying is possible. */
  canPay: boolean;
  /** The checkout's card payment (the shared Checkout owns it). */
  payment: CardPaymentState;
  busy: boolean;
  /** The applied promotion code, sent with the purchase (the server prices it again). */
  promotion: PromotionPreview | null;
  /** Issue 48: the course's monthly plan, offered beside the full price (absent: plans off). */
  paymentPlan?: OfferedPaymentPlan | undefined;
  onSuccess: (success: EnrolSuccess) => void;
}

/** What the form itself found before paying (the payment's own problems come from the flow). */
interface Checks {
  fullName: string | null;
  email: string | null;
  card: string | null;
  /** A required field is empty: the summary says "Please fill in all required fields". */
  missingRequired: boolean;
}

const NO_CHECKS: Checks = { fullName: null, email: null, card: null, missingRequired: false };

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
 * Full name, e-mail (a signed-in buyer's own, shown) and card, then pay (issue #14). Problems
 * appear beside each field and in a GOV.UK error summary that takes focus, also after a 3-D
 * Secure challenge, so screen-reader users hear the outcome. One attempt id per opening makes
 * a double click one charge.
 */
export function EnrolForm({
  course,
  price,
  canPay,
  payment,
  busy,
  promotion,
  paymentPlan,
  onSuccess,
}: EnrolFormProps) {
  const { client } = useApi();
  const { user, startSession } = useSession();
  const ids = useId();
  const fieldIds = { fullName: `${ids}-name`, email: `${ids}-email`, card: `${ids}-card` };
  const [card, setCard] = useState({ complete: false, error: null as string | null });
  const [checks, setChecks] = useState<Checks>(NO_CHECKS);
  const buyer = useBuyerFields({ labels: TEXT, ids: fieldIds, busy, errors: checks });
  const { fullName, email } = buyer;
  const [checked, setChecked] = useState(0);
  const [attemptId] = useState(newAttemptId);
  const [mode, setMode] = useState<PaymentMode>("full");
  const onPlan = paymentPlan !== undefined && mode === "plan";
  // What the button charges today: the full price, or the plan's first monthly payment.
  const payNow = onPlan ? instalmentPrice(paymentPlan) : price;

  function handleCardChange(event: StripeCardElementChangeEvent) {
    setCard({ complete: event.complete, error: event.error?.message ?? null });
    if (event.complete) {
      setChecks((current) => ({ ...current, card: null }));
      if (payment.problem?.onCard) payment.clear();
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canPay || price === "") return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    const found: Checks = {
      fullName: details.fullName === "" ? FIELD_MESSAGES.fullNameMissing : null,
      email: emailProblem(details.email),
      card: card.complete ? null : (card.error ?? TEXT.cardMissing),
      missingRequired: details.fullName === "" || details.email === "",
    };
    setChecks(found);
    if (found.fullName || found.email || found.card) {
      payment.clear();
      setChecked((count) => count + 1);
      return;
    }
    await payment.run(async (hand) => {
      const response = await payForCourse(hand, {
        client,
        courseId: course.id,
        attemptId,
        ...details,
        ...(promotion ? { promotionCode: promotion.code } : {}),
        ...(onPlan ? { paymentPlan: true } : {}),
      });
      // No token when the e-mail already had an account and nobody is signed in: the buyer is
      // enrolled and logs in with their own password; the session never switches silently.
      if (response.access_token && response.user && (!user || response.user.id === user.id)) {
        await startSession(
          {
            access_token: response.access_token,
            refresh_token: response.refresh_token ?? undefined,
          },
          response.user,
        );
      }
      onSuccess({
        response,
        message: successMessage(response),
        loginRequired: !user && !response.access_token,
      });
    });
  }

  const problem = payment.problem;
  const cardError = problem?.onCard ? problem.message : checks.card;
  const summary: ErrorSummaryItem[] = [
    ...(problem && !problem.onCard ? [{ message: problem.message }] : []),
    ...(["fullName", "email"] as const).flatMap((key) => {
      const message = checks[key];
      return message ? [{ fieldId: fieldIds[key], message }] : [];
    }),
    ...(cardError ? [{ fieldId: fieldIds.card, message: cardError }] : []),
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
        focusKey={payment.attempt + checked}
        description={checks.missingRequired && !problem ? TEXT.required : undefined}
      />
      <LogInAction problem={problem} />
      {buyer.fields}
      {paymentPlan ? (
        <PaymentChoice plan={paymentPlan} value={mode} onValueChange={setMode} disabled={busy} />
      ) : null}
      <CardField
        id={fieldIds.card}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={payment.ready}
        error={cardError}
        onChange={handleCardChange}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          busy={busy}
          busyLabel={TEXT.processing}
          disabled={!canPay || !payment.ready || price === ""}
        >
          {TEXT.pay(payNow)}
        </Button>
      </div>
    </form>
  );
}
