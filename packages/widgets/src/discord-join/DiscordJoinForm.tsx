import { useApi, useSession, type BillingCycle } from "@academy/api";
import { Button, ErrorSummary, formatMoney, type ErrorSummaryItem } from "@academy/ui";
import { useId, useState, type FormEvent } from "react";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import { paymentError } from "../shared/payments/flow/PaymentError.ts";
import type { CardPaymentState } from "../shared/payments/flow/useCardPayment.ts";
import { LogInAction } from "../shared/payments/LogInAction/LogInAction.tsx";
import { useBuyerFields } from "../shared/payments/BuyerFields/BuyerFields.tsx";
import { newAttemptId } from "../shared/newAttemptId.ts";
import type { PromotionPreview } from "../shared/PromotionCode/PromotionCode.tsx";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import type { DiscordTierInfo } from "../shared/discordTiers.ts";
import * as styles from "./DiscordJoinModal.css.ts";
import { DISCORD_PAYMENT_WORDS, joinDiscord } from "./joinDiscord.ts";

export interface DiscordJoinFormProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  /** The catalogue's price for the tier and cycle; undefined until it is known. */
  amountCents: number | undefined;
  /** The catalogue's free days (issue 48; 0 unless DISCORD_TRIAL_DAYS is set: the spec's screen). */
  trialDays: number;
  /** Whether Discord sales are open and Stripe has loaded. */
  canPay: boolean;
  /** The checkout's card payment (the shared Checkout owns it). */
  payment: CardPaymentState;
  busy: boolean;
  /** The applied promotion code, sent with the purchase (the server prices it again). */
  promotion?: PromotionPreview | null;
  /** `trial`: the membership started with its free trial (nothing charged today). */
  onJoined: (trial: boolean) => void;
  /** Every problem is shown here and also reported (the page shows it as an error toast). */
  onFailed: (message: string) => void;
}

/**
 * Full Name, Email (a signed-in member's own, shown) and Card Details, then "Join for $…"
 * (investor-tools.md §2, §5, §8). The button is disabled while processing, before the payment
 * system is ready, or while a field is empty; names of spaces get "Please fill in all required
 * fields". Problems show in the same focused error summary as the enrol modal's.
 */
export function DiscordJoinForm(props: DiscordJoinFormProps) {
  const { tier, billingCycle, amountCents, canPay, payment, busy, promotion, onJoined, onFailed } =
    props;
  const { client } = useApi();
  const { user, startSession } = useSession();
  const ids = useId();
  const cardId = `${ids}-card`;
  const buyer = useBuyerFields({
    labels: TEXT,
    ids: { fullName: `${ids}-name`, email: `${ids}-email` },
    busy,
  });
  const { fullName, email } = buyer;
  const [attemptId] = useState(newAttemptId);
  // The server said this buyer had their trial: today's price instead (issue 48). A promotion
  // code discounts a first payment made today, so it is not combined with a trial either.
  const [trialRefused, setTrialRefused] = useState(false);
  const trialDays = trialRefused || promotion ? 0 : props.trialDays;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    if (details.fullName === "" || details.email === "") {
      const missing = paymentError(DISCORD_PAYMENT_WORDS, "details");
      payment.report(missing);
      onFailed(missing.message);
      return;
    }
    if (!canPay || amountCents === undefined) return;
    const failure = await payment.run(async (hand) => {
      const answer = await joinDiscord(hand, {
        client,
        tier: tier.id,
        billingCycle,
        amountCents,
        attemptId,
        ...(promotion ? { promotionCode: promotion.code } : {}),
        trial: trialDays > 0,
        ...details,
      });
      // Issue 50: a guest whose payment created the account stays signed in (the purchase
      // session); an e-mail that already had an account gets no token and signs in itself.
      if (answer.access_token && !user)
        await startSession({
          access_token: answer.access_token,
          refresh_token: answer.refresh_token,
        });
      onJoined(trialDays > 0);
    });
    if (failure?.action === "no_trial") setTrialRefused(true);
    if (failure) onFailed(failure.message);
  }

  const problem = payment.problem;
  const summary: ErrorSummaryItem[] = problem
    ? [
        problem.onCard
          ? { fieldId: cardId, message: problem.message }
          : { message: problem.message },
      ]
    : [];
  const blank = fullName === "" || email === "";
  const price = amountCents === undefined ? "" : formatMoney(amountCents, { style: "whole" });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.title}>
      <ErrorSummary errors={summary} focusKey={payment.attempt} />
      <LogInAction problem={problem} />
      {buyer.fields}
      <CardField
        id={cardId}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={payment.ready}
        error={problem?.onCard ? problem.message : null}
        onChange={() => payment.clear()}
      />
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <p role="status" className={busy ? styles.processingNotice : styles.quiet}>
        {busy ? TEXT.processingNotice : null}
      </p>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={busy}
        busyLabel={TEXT.processing}
        disabled={!canPay || !payment.ready || blank || amountCents === undefined}
      >
        {trialDays > 0 ? TEXT.trialJoin(trialDays, billingCycle, price) : TEXT.join(price)}
      </Button>
      {trialDays > 0 && price !== "" ? (
        <p className={styles.trialNote}>{TEXT.trialNote(trialDays, billingCycle, price)}</p>
      ) : null}
    </form>
  );
}
