import {
  useSession,
  type BillingCycle,
  type PaymentsConfig,
  type SubscribeResponse,
} from "@academy/api";
import { Badge, Dialog, InlineAlert } from "@academy/ui";
import { Elements } from "@stripe/react-stripe-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { loadStripeFromConfig } from "../shared/payments/loadStripeFromConfig.ts";
import { usePaymentsSetup, type StripeLoader } from "../shared/payments/usePaymentsSetup.ts";
import { useProviderChallengeAccess } from "../shared/payments/useProviderChallengeAccess.ts";
import {
  CALCULATOR_PATH,
  CALCULATOR_SUBSCRIBE_TEXT as TEXT,
  POST_SUBSCRIBE_NAVIGATE_MS,
} from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";
import { PlanChoice } from "./PlanChoice.tsx";
import { SubscribeForm, type SaleMode } from "./SubscribeForm.tsx";

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
  const dialog = useRef<HTMLDivElement>(null);
  useProviderChallengeAccess(busy, dialog);
  // Opened by the host's own buttons, not a Radix trigger: focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const comingSoon = mode === "comingSoon";
  return (
    <Dialog
      ref={dialog}
      onOpenAutoFocus={() => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement ? active : null;
      }}
      onCloseAutoFocus={(event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
      open={open}
      onOpenChange={onOpenChange}
      preventClose={busy}
      container={container ?? null}
      title={comingSoon ? TEXT.comingSoonTitle : TEXT.title}
      description={comingSoon ? TEXT.comingSoonSubtitle : TEXT.subtitle}
    >
      {open ? (
        <SubscribeBody {...body} busy={busy} onBusyChange={setBusy} onModeChange={setMode} />
      ) : null}
    </Dialog>
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
  const [paid, setPaid] = useState<false | "open" | "logIn">(false);
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
    // No session for a guest whose e-mail had an account: they log in to open what they paid for.
    if (response.login_required && !signedIn) {
      setPaid("logIn");
      onSubscribed?.();
      return;
    }
    setPaid("open");
    onSubscribed?.();
    timer.current = setTimeout(() => navigate(CALCULATOR_PATH), POST_SUBSCRIBE_NAVIGATE_MS);
  }

  const comingSoon = mode === "comingSoon";
  return (
    <div className={styles.body}>
      {mode === "admin" ? <Badge tone="premium">{TEXT.adminBadge}</Badge> : null}
      {config?.test_mode && !comingSoon ? (
        <InlineAlert tone="warning" title={TEXT.testModeTitle}>
          {TEXT.testModeNotice}
        </InlineAlert>
      ) : null}
      {setup.status === "failed" ? (
        <InlineAlert tone="danger">{TEXT.stripeNotLoaded}</InlineAlert>
      ) : null}
      <PlanChoice
        cycle={cycle}
        onCycleChange={setCycle}
        disabled={comingSoon || busy || paid !== false}
      />
      {paid ? (
        <InlineAlert tone="success" role="status">
          {paid === "logIn" ? TEXT.loginToOpen : TEXT.success}
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
