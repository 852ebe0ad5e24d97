import {
  calculatorPlan,
  useSession,
  type BillingCycle,
  type PaymentsConfig,
  type SubscribeResponse,
} from "@academy/api";
import { Badge, Button, formatMoney, InlineAlert } from "@academy/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { Checkout, type CheckoutState } from "../shared/Checkout/Checkout.tsx";
import { LOGIN_MODAL_PARAM } from "../shared/loginModalParam.ts";
import type { PaymentsSetup, StripeLoader } from "../shared/payments/usePaymentsSetup.ts";
import {
  CALCULATOR_PATH,
  CALCULATOR_SUBSCRIBE_TEXT as TEXT,
  POST_SUBSCRIBE_NAVIGATE_MS,
} from "./constants.ts";
import * as styles from "./CalculatorSubscribeModal.css.ts";
import { PlanChoice, type CyclePrices } from "./PlanChoice.tsx";
import { CalculatorPromotion } from "./CalculatorPromotion.tsx";
import type { PromotionPreview } from "../shared/PromotionCode/PromotionCode.tsx";
import { SubscribeForm, type SaleMode } from "./SubscribeForm.tsx";
import { CALCULATOR_PAYMENT_WORDS } from "./subscribeToCalculator.ts";

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
  /** A promotion code from the page's `?code=` link, filled in and applied (issue 48). */
  promotionCode?: string;
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

/** The catalogue's calculator prices in cents; null until they are known. */
function pricesOf(setup: PaymentsSetup): CyclePrices | null {
  if (!setup.catalogue) return null;
  const monthly = calculatorPlan(setup.catalogue, "monthly")?.amount_cents;
  const yearly = calculatorPlan(setup.catalogue, "yearly")?.amount_cents;
  return monthly === undefined || yearly === undefined ? null : { monthly, yearly };
}

/** The catalogue's free days for the cycle (issue 48; 0 unless CALCULATOR_TRIAL_DAYS is set). */
function trialDaysOf(setup: PaymentsSetup, cycle: BillingCycle): number {
  return setup.catalogue ? (calculatorPlan(setup.catalogue, cycle)?.trial_days ?? 0) : 0;
}

/**
 * The calculator subscription modal (investor-tools.md §2, §4-§9): plan, what is included,
 * the guest's details then payment, "Processing...", and the admin-only launch states. It
 * cannot close while processing; Stripe loads only when it opens and only if this visitor may
 * pay. The shared Checkout does the dialog and the payment set-up; this supplies the plan, the
 * steps and the words.
 */
export function CalculatorSubscribeModal({
  open,
  onOpenChange,
  container,
  loadStripe,
  ...body
}: CalculatorSubscribeModalProps) {
  const { user } = useSession();
  const isAdmin = user?.is_admin === true;
  const onSale = useCallback(
    (config: PaymentsConfig) => saleModeFor(config.sales.calculator, isAdmin) !== "comingSoon",
    [isAdmin],
  );
  const modeOf = (setup: PaymentsSetup): SaleMode =>
    "config" in setup ? saleModeFor(setup.config.sales.calculator, isAdmin) : "loading";
  return (
    <Checkout
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title={(setup) => (modeOf(setup) === "comingSoon" ? TEXT.comingSoonTitle : TEXT.title)}
      description={(setup) =>
        modeOf(setup) === "comingSoon" ? TEXT.comingSoonSubtitle : TEXT.subtitle
      }
      loadStripe={loadStripe}
      onSale={onSale}
      words={CALCULATOR_PAYMENT_WORDS}
      setupFailedText={TEXT.stripeNotLoaded}
      testModeWhenClosed={false}
      summary={(setup) =>
        modeOf(setup) === "admin" ? <Badge tone="premium">{TEXT.adminBadge}</Badge> : null
      }
    >
      {(checkout) => <SubscribeBody {...body} checkout={checkout} mode={modeOf(checkout.setup)} />}
    </Checkout>
  );
}

interface SubscribeBodyProps extends Pick<
  CalculatorSubscribeModalProps,
  "onSubscribed" | "navigate" | "initialCycle" | "promotionCode"
> {
  checkout: CheckoutState;
  mode: SaleMode;
}

/** The plan and the steps, mounted per opening: a new attempt each time. */
function SubscribeBody({
  onSubscribed,
  navigate = (path) => window.location.assign(path),
  initialCycle = "monthly",
  promotionCode,
  checkout,
  mode,
}: SubscribeBodyProps) {
  const { startSession } = useSession();
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const [promotion, setPromotion] = useState<PromotionPreview | null>(null);
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

  // Issue 48: the catalogue's free trial, unless the server said this buyer had theirs.
  const [trialRefused, setTrialRefused] = useState(false);
  const trialDays = trialRefused ? 0 : trialDaysOf(checkout.setup, cycle);
  const prices = pricesOf(checkout.setup);
  const price = (cents: number) => formatMoney(cents, { style: "whole" });
  return (
    <>
      <PlanChoice
        cycle={cycle}
        prices={prices}
        onCycleChange={(next) => {
          // The code is previewed again for the other plan's first payment.
          setPromotion(null);
          setCycle(next);
        }}
        disabled={mode === "comingSoon" || checkout.busy || paid !== false}
      />
      {/* The spec's modal has no code field: only a `?code=` link brings one (issue 48). */}
      {promotionCode && prices && mode !== "comingSoon" && paid === false ? (
        <CalculatorPromotion
          linkCode={promotionCode}
          cycle={cycle}
          listPrice={price(prices[cycle])}
          promotion={promotion}
          onPromotionChange={setPromotion}
          disabled={checkout.busy}
        />
      ) : null}
      {paid === "loginRequired" ? (
        <div className={styles.body}>
          <InlineAlert tone="success" role="status">
            {trialDays > 0 ? TEXT.trialSuccessLoginRequired : TEXT.successLoginRequired}
          </InlineAlert>
          <Button type="button" size="lg" onClick={() => navigate(LOGIN_TO_CALCULATOR)}>
            {TEXT.logIn}
          </Button>
        </div>
      ) : paid ? (
        <InlineAlert tone="success" role="status">
          {trialDays > 0 ? TEXT.trialSuccess : TEXT.success}
        </InlineAlert>
      ) : (
        <SubscribeForm
          mode={prices ? mode : "loading"}
          cycle={cycle}
          amountCents={prices?.[cycle] ?? 0}
          price={prices ? price(prices[cycle]) : ""}
          promotionCode={promotion?.code}
          payment={checkout.payment}
          trialDays={trialDays}
          onTrialRefused={() => setTrialRefused(true)}
          busy={checkout.busy}
          onPaid={(response, signedIn) => void handlePaid(response, signedIn)}
        />
      )}
    </>
  );
}
