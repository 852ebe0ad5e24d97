import { useApi, useSession, type BillingCycle } from "@academy/api";
import { Button, Field, InlineAlert, TextInput } from "@academy/ui";
import { useElements, useStripe } from "@stripe/react-stripe-js";
import { useId, useRef, useState, type FormEvent } from "react";
import { CardField } from "../shared/payments/CardField/CardField.tsx";
import { newAttemptId } from "../shared/newAttemptId.ts";
import { DISCORD_JOIN_TEXT as TEXT, formatDollars, type DiscordTierInfo } from "./constants.ts";
import * as styles from "./DiscordJoinModal.css.ts";
import { joinDiscord, JoinProblem } from "./joinDiscord.ts";

export interface DiscordJoinFormProps {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  price: number;
  /** Whether Discord sales are open and Stripe has loaded. */
  canPay: boolean;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onJoined: () => void;
  /** Every problem is shown here and also reported (the page shows it as an error toast). */
  onFailed: (message: string) => void;
}

/**
 * Full Name, Email and Card Details, then "Join for $…" (investor-tools.md §2, §5, §8). The
 * button is disabled while processing, before the payment system is ready, or while a field is
 * empty; names of spaces only get "Please fill in all required fields".
 */
export function DiscordJoinForm(props: DiscordJoinFormProps) {
  const { tier, billingCycle, price, canPay, busy, onBusyChange, onJoined, onFailed } = props;
  const { client } = useApi();
  const { user } = useSession();
  const stripe = useStripe();
  const elements = useElements();
  const ids = useId();
  const [fullName, setFullName] = useState(user?.full_name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [attemptId] = useState(newAttemptId);
  // Set synchronously, so a second click before React re-renders is ignored too.
  const inFlight = useRef(false);

  function fail(message: string) {
    setProblem(message);
    onFailed(message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const details = { fullName: fullName.trim(), email: email.trim() };
    if (details.fullName === "" || details.email === "") return fail(TEXT.required);
    const card = elements?.getElement("card");
    if (!canPay || !stripe || !card) return fail(TEXT.notReady);

    inFlight.current = true;
    onBusyChange(true);
    setProblem(null);
    try {
      await joinDiscord({
        client,
        stripe,
        card,
        tier: tier.id,
        billingCycle,
        price,
        attemptId,
        ...details,
      });
      onJoined();
    } catch (caught) {
      fail(caught instanceof JoinProblem ? caught.message : TEXT.paymentFailed);
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  }

  const blank = fullName === "" || email === "";
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.title}>
      {problem ? <InlineAlert tone="danger">{problem}</InlineAlert> : null}
      <Field label={TEXT.fullName} required controlId={`${ids}-name`}>
        <TextInput
          name="full_name"
          autoComplete="name"
          value={fullName}
          readOnly={busy}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <Field label={TEXT.email} required controlId={`${ids}-email`}>
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
        id={`${ids}-card`}
        label={TEXT.card}
        loadingText={TEXT.cardLoading}
        ready={stripe !== null}
        error={null}
        onChange={() => setProblem(null)}
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
        disabled={!canPay || stripe === null || blank}
      >
        {TEXT.join(formatDollars(price))}
      </Button>
    </form>
  );
}
