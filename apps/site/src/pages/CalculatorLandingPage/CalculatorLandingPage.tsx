import { useSession } from "@academy/api";
import { Badge, Button } from "@academy/ui";
import { CALCULATOR_SUBSCRIBE_TEXT } from "@academy/widgets";
import { useCallback, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import {
  CalculatorOffer,
  useCalculatorOffer,
} from "../../components/CalculatorOffer/CalculatorOffer.tsx";
import type { CalculatorAccess } from "../../components/CalculatorOffer/CalculatorAccessProbe.tsx";
import { useLoginModal } from "../../components/LoginModalHost/useLoginModal.ts";
import { DEAL_CALCULATOR_PATH, RENTAL_ANALYZER_PATH } from "../../constants.ts";
import { CALCULATOR_LANDING as TEXT } from "../../content/calculatorLanding.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import * as styles from "./CalculatorLandingPage.css.ts";
import { ClosingCta, Faq, Features, Hero, Pricing } from "./LandingSections.tsx";

/**
 * /real-estate-calculator (investor-tools.md §2, §4): loading, then the page with its access
 * button ("Open Calculator" with access, which goes to /deal-calculator; "Get Instant Access"
 * otherwise, which opens the subscription modal), and the nag modal at 3 analyses. The site's
 * header is its navigation bar; the login modal is the site's Student Login widget.
 */
/** Only a signed-in user's access needs the query layer: loaded for them alone (issue #30). */
const CalculatorAccessProbe = lazyComponent(
  () => import("../../components/CalculatorOffer/CalculatorAccessProbe.tsx"),
  "CalculatorAccessProbe",
);

const noop = () => {};
/** Issue 46 (beyond the spec's page): the Rental Analyzer's link. */
export const RENTAL_ANALYZER_LINK = "Rental & BRRRR Analyzer";
const LOADING: CalculatorAccess = { state: "loading", markAccess: noop };
/** investor-tools.md §4: no access without a signed-in user. */
const GUEST: CalculatorAccess = { state: "none", markAccess: noop };

export function CalculatorLandingPage() {
  usePageTitle(TEXT.pageTitle);
  const navigate = useNavigate();
  const login = useLoginModal();
  const { status, user } = useSession();
  // The probe's report, for the user it was made for (a later sign-in starts from loading).
  const [probed, setProbed] = useState<{ userId: number; access: CalculatorAccess } | null>(null);
  const access =
    status === "loading"
      ? LOADING
      : !user
        ? GUEST
        : probed?.userId === user.id
          ? probed.access
          : LOADING;
  const offer = useCalculatorOffer(access.state === "none", { nagOnLoad: true });
  const userId = user?.id;
  // Stable, so the probe reports only when the access changes.
  const report = useCallback(
    (next: CalculatorAccess) => {
      if (userId !== undefined) setProbed({ userId, access: next });
    },
    [userId],
  );
  const probe =
    userId === undefined ? null : (
      <OnDemand>
        <CalculatorAccessProbe key={userId} onChange={report} />
      </OnDemand>
    );

  if (access.state === "loading") {
    return (
      <>
        <p role="status" className={styles.loading}>
          {TEXT.loading}
        </p>
        {probe}
      </>
    );
  }

  const hasAccess = access.state === "access";
  const accessButton = (
    <Button
      size="lg"
      onClick={() => (hasAccess ? void navigate(DEAL_CALCULATOR_PATH) : offer.openSubscribe())}
    >
      {hasAccess ? TEXT.openCalculator : TEXT.getAccess}
    </Button>
  );
  // investor-tools.md §2 and §6: an admin always has access, yet may use the payment form (also
  // while it is closed to others) and sees the "Admin Access Enabled" badge and "(Admin)" tag.
  const adminAccess = user?.is_admin ? (
    <>
      <Badge tone="premium">{CALCULATOR_SUBSCRIBE_TEXT.adminBadge}</Badge>
      <Button size="lg" variant="secondary" onClick={offer.openSubscribe}>
        {`${TEXT.getAccess} ${CALCULATOR_SUBSCRIBE_TEXT.adminTag}`}
      </Button>
    </>
  ) : null;
  const tryFree = (
    <Button asChild size="lg" variant="secondary">
      <Link to={DEAL_CALCULATOR_PATH}>{TEXT.tryFree}</Link>
    </Button>
  );
  // Issue 46: the buy-and-hold analyzer, beside the spec's buttons.
  const rentalAnalyzer = (
    <Button asChild size="lg" variant="secondary">
      <Link to={RENTAL_ANALYZER_PATH}>{RENTAL_ANALYZER_LINK}</Link>
    </Button>
  );

  return (
    <div className={styles.page}>
      <Hero
        actions={
          <>
            {accessButton}
            {tryFree}
            {rentalAnalyzer}
            {adminAccess}
          </>
        }
      />
      <Features />
      <Pricing action={accessButton} />
      <Faq />
      <ClosingCta
        actions={
          <>
            {accessButton}
            {hasAccess ? null : (
              <Button variant="secondary" size="lg" onClick={login.open}>
                {TEXT.login}
              </Button>
            )}
          </>
        }
      />
      <CalculatorOffer offer={offer} onSubscribed={access.markAccess} />
      {probe}
    </div>
  );
}
