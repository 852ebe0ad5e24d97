import { Button } from "@academy/ui";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { DEAL_CALCULATOR_PATH } from "../../constants.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { replayTypedInput } from "../../lib/replayTypedInput.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./RentalAnalyzerPage.css.ts";

export const RENTAL_ANALYZER_TEXT = {
  title: "Rental Analyzer",
  home: "Home",
  dealAnalyzer: "Flipping, land or new construction? Open the Deal Analyzer",
} as const;

// As /deal-calculator: requested as soon as this module runs (right after the prerendered
// page's first paint), so the page's own code stays small; the charts load later still.
const RentalAnalyzerTools = lazyComponent(
  () => import("./RentalAnalyzerTools.tsx"),
  "RentalAnalyzerTools",
);
RentalAnalyzerTools.preload().catch(() => {});

/**
 * /rental-analyzer (issue 46): a fixed Home button, the Rental Analyzer (Rental and BRRRR tabs)
 * and a link back to the Deal Analyzer. Prerendered like /deal-calculator; the tools suspend the
 * route so the page hydrates whole once they arrive.
 */
export function RentalAnalyzerPage() {
  usePageTitle(RENTAL_ANALYZER_TEXT.title);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (page.current) replayTypedInput(page.current);
  }, []);
  return (
    <div ref={page} className={styles.page}>
      <div className={styles.homeBar}>
        <Button asChild variant="secondary">
          <Link to="/">{RENTAL_ANALYZER_TEXT.home}</Link>
        </Button>
      </div>
      <RentalAnalyzerTools />
      <p className={styles.crossLink}>
        <Link to={DEAL_CALCULATOR_PATH}>{RENTAL_ANALYZER_TEXT.dealAnalyzer}</Link>
      </p>
    </div>
  );
}
