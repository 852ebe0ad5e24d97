import {
  useSession,
  type BillingCycle,
  type PaymentsConfig,
  type SubscribeResponse,
} from "@academy/api";
import { Badge, Button, InlineAlert } from "@academy/ui";
import { LOGIN_MODAL_PARAM } from "../shared/loginModalParam.ts";
import { Elements } from "@stripe/react-stripe-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { loadStripeFromConfig } from "../shared/payments/loadStripeFromConfig.ts";
import { usePaymentsSetup, type StripeLoader } from "../shared/payments/usePaymentsSetup.ts";
import { PaymentDialog } from "../shared/payments/PaymentDialog.tsx";
import { TestModeNotice } from "../shared/payments/TestModeNotice.tsx";
import {
  CALCULATOR_PATH,
  CALCULATOR_SUBSCRIBE_TEXT as TEXT,
  POST_SUBSCRIBE_NAVIGATE_MS,
} from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";
import { PlanChoice } from "./PlanChoice.tsx";
import { SubscribeForm, type SaleMode } from "./SubscribeForm.tsx";

/** The calculator with the login modal open over it (academy.md §2's query parameter). */
const LOGIN_TO_CALCULATOR = `${CALCULATOR_PATH}?${LOGIN_MODAL_PARAM}=true`;

export interface CalculatorSubscribeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** §4's success callback for a signed-in buyer: mark the user as having access. */
  onSubscribed?: () => void;
  /** Goes to /deal-calculator; a full page navigation by default. */
  navigate?: (path: string) => void;
  /** Where the dialog portals to; inside a shadow root pass an element of that root. */
  container?: HTMLElement | null;
  /** How Stripe.js is loaded from the payments configuration; stories and tests pass a fake. */
  loadStripe?: StripeLoader;
  initialCycle?: BillingCycle;
}

/** `SALES_CALCULATOR` as this visitor meets it (the server enforces the same rule). */
export function saleModeFor(
  sales: PaymentsConfig["sales"]["calculator"],
  isAdmin: boolean,
): SaleMode {
  if (sales === "closed") return "comingSoon";
  if (isAdmin) return "admin";
  return sales === "open" ? "open" : "comingSoon";
}

/**
 * The calculator subscription modal (investor-tools.md §2, §4-§9): plan, what is included,
 * the guest's details then payment, "Processing...", and the admin-only launch states. It
 * cannot close while processing; Stripe loads only when it opens and only if this visitor may pay.
 */
export function CalculatorSubscribeModal({
  open,
  onOpenChange,
  container,
  ...body
}: CalculatorSubscribeModalProps) {
  // Reported by the body once the configuration is known: the title and subtitle follow it.
  const [mode, setMode] = useState<SaleMode>("loading");
  const [busy, setBusy] = useState(false);
  const comingSoon = mode === "comingSoon";
  return (
    <PaymentDialog
      busy={busy}
      open={open}
      onOpenChange={onOpenChange}
      container={container ?? null}
      title={comingSoon ? TEXT.comingSoonTitle : TEXT.title}
      description={comingSoon ? TEXT.comingSoonSubtitle : TEXT.subtitle}
    >
      {open ? (
        <SubscribeBody {...body} busy={busy} onBusyChange={setBusy} onModeChange={setMode} />
      ) : null}
    </PaymentDialog>
  );
}

interface SubscribeBodyProps extends Omit<
  CalculatorSubscribeModalProps,
  "open" | "onOpenChange" | "container"
> {
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onModeChange: (mode: SaleMode) => void;
}

/** The body, mounted per opening: a fresh configuration and a new attempt each time. */
function SubscribeBody({
  onSubscribed,
  navigate = (path) => window.location.assign(path),
  loadStripe = loadStripeFromConfig,
  initialCycle = "monthly",
  busy,
  onBusyChange,
  onModeChange,
}: SubscribeBodyProps) {
  const { user, startSession } = useSession();
  const isAdmin = user?.is_admin === true;
  const onSale = useCallback(
    (config: PaymentsConfig) => saleModeFor(config.sales.calculator, isAdmin) !== "comingSoon",
    [isAdmin],
  );
  const setup = usePaymentsSetup(loadStripe, onSale);
  const config = setup.status === "ready" || setup.status === "closed" ? setup.config : null;
  const mode: SaleMode = config ? saleModeFor(config.sales.calculator, isAdmin) : "loading";
  useEffect(() => onModeChange(mode), [mode, onModeChange]);
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  // "signedIn": the buyer's own session has access now; "loginRequired": the e-mail already had
  // an account, so nothing switches the session: the buyer logs in with its password.
  const [paid, setPaid] = useState<false | "signedIn" | "loginRequired">(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function handlePaid(response: SubscribeResponse, signedIn: boolean) {
    // §4: a guest's new account comes with a token: store it and go to the calculator.
    if (response.access_token && !signedIn) {
      await startSession({
        access_token: response.access_token,
        refresh_token: response.refresh_token,
      });
      navigate(CALCULATOR_PATH);
      return;
    }
    if (!signedIn) {
      setPaid("loginRequired");
      return;
    }
    setPaid("signedIn");
    onSubscribed?.();
    timer.current = setTimeout(() => navigate(CALCULATOR_PATH), POST_SUBSCRIBE_NAVIGATE_MS);
  }

  const comingSoon = mode === "comingSoon";
  return (
    <div className={styles.body}>
      {mode === "admin" ? <Badge tone="premium">{TEXT.adminBadge}</Badge> : null}
      <TestModeNotice testMode={config?.test_mode === true && !comingSoon} />
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{TEXT.stripeNotLoaded}</InlineAlert>
      ) : null}
      <PlanChoice
        cycle={cycle}
        onCycleChange={setCycle}
        disabled={comingSoon || busy || paid !== false}
      />
      {paid === "loginRequired" ? (
        <div className={styles.body}>
          <InlineAlert tone="success" role="status">
            {TEXT.successLoginRequired}
          </InlineAlert>
          <Button type="button" size="lg" onClick={() => navigate(LOGIN_TO_CALCULATOR)}>
            {TEXT.logIn}
          </Button>
        </div>
      ) : paid ? (
        <InlineAlert tone="success" role="status">
          {TEXT.success}
        </InlineAlert>
      ) : (
        <Elements stripe={setup.status === "ready" ? setup.stripe : null}>
          <SubscribeForm
            mode={mode}
            cycle={cycle}
            busy={busy}
            onBusyChange={onBusyChange}
            onPaid={(response, signedIn) => void handlePaid(response, signedIn)}
          />
        </Elements>
      )}
    </div>
  );
}
