import { Button } from "@academy/ui";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { RENTAL_ANALYZER_PATH } from "../../constants.ts";
import { replayTypedInput } from "../../lib/replayTypedInput.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./DealCalculatorPage.css.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";

export const DEAL_CALCULATOR_TEXT = {
  title: "Deal Analyzer",
  home: "Home",
  /** Issue 46: the way to the buy-and-hold analyzer, under the spec's page. */
  rentalAnalyzer: "Buying to rent? Open the Rental Analyzer (cash flow, BRRRR, DSCR)",
} as const;

// Requested as soon as this module runs, not when React first renders the page: on a
// prerendered visit that is right after the first paint (public/start-app.js), while the
// prerendered page already shows the analyzer; the page's own code stays a few hundred bytes.
const DealCalculatorTools = lazyComponent(
  () => import("./DealCalculatorTools.tsx"),
  "DealCalculatorTools",
);
// A failure here is tried again when the page renders, which shows it.
DealCalculatorTools.preload().catch(() => {});

/**
 * /deal-calculator (investor-tools.md §2): a fixed Home button to /, then the Deal Analyzer and
 * the saved deals (DealCalculatorTools). The tools have no Suspense boundary of their own: they
 * suspend the route's, so a prerendered page hydrates whole once they arrive (nothing moves, and
 * the site is marked ready only then), and a page rendered in the browser shows the route's
 * loading state until then, as before.
 */
export function DealCalculatorPage() {
  usePageTitle(DEAL_CALCULATOR_TEXT.title);
  const page = useRef<HTMLDivElement>(null);
  // Runs once the tools have hydrated, in the same commit as this page.
  useEffect(() => {
    if (page.current) replayTypedInput(page.current);
  }, []);
  return (
    <div ref={page} className={styles.page}>
      <div className={styles.homeBar}>
        <Button asChild variant="secondary">
          <Link to="/">{DEAL_CALCULATOR_TEXT.home}</Link>
        </Button>
      </div>
      <DealCalculatorTools />
      <p className={styles.crossLink}>
        <Link to={RENTAL_ANALYZER_PATH}>{DEAL_CALCULATOR_TEXT.rentalAnalyzer}</Link>
      </p>
    </div>
  );
}
