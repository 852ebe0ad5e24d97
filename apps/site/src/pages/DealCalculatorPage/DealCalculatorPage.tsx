import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { DealKind } from "@academy/calculators";
import { Button } from "@academy/ui";
import { DealAnalyzer } from "@academy/widgets";
import { CalculatorUpsell } from "../../components/CalculatorOffer/CalculatorUpsell.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./DealCalculatorPage.css.ts";

/** The page's query parameters: the tab shown and its deal (encoded), so a reload keeps both. */
export const DEAL_CALCULATOR_PARAMS = { tab: "tab", deal: "deal" } as const;

export const DEAL_CALCULATOR_TEXT = { title: "Deal Analyzer", home: "Home" } as const;

/**
 * /deal-calculator (investor-tools.md §2): a fixed Home button to /, then the Deal Analyzer.
 * The tab and the deal live in the address, so reloading or sharing the page keeps them.
 */
export function DealCalculatorPage() {
  usePageTitle(DEAL_CALCULATOR_TEXT.title);
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the analyzer owns the state and the address follows it.
  const [initial] = useState(() => ({
    tab: params.get(DEAL_CALCULATOR_PARAMS.tab),
    deal: params.get(DEAL_CALCULATOR_PARAMS.deal),
  }));

  const keepInAddress = useCallback(
    ({ calculator, deal }: { calculator: DealKind; deal: string }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(DEAL_CALCULATOR_PARAMS.tab, calculator);
          next.set(DEAL_CALCULATOR_PARAMS.deal, deal);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const shareUrl = useCallback((deal: string, calculator: DealKind) => {
    const url = new URL(window.location.href);
    url.searchParams.set(DEAL_CALCULATOR_PARAMS.tab, calculator);
    url.searchParams.set(DEAL_CALCULATOR_PARAMS.deal, deal);
    return url.toString();
  }, []);

  return (
    <div className={styles.page}>
      <Button asChild variant="secondary" className={styles.home}>
        <Link to="/">{DEAL_CALCULATOR_TEXT.home}</Link>
      </Button>
      <CalculatorUpsell>
        {(recordAnalysis) => (
          <DealAnalyzer
            headingLevel={1}
            initialTab={(initial.tab ?? undefined) as DealKind | undefined}
            initialDeal={initial.deal}
            shareParam={DEAL_CALCULATOR_PARAMS.deal}
            shareUrl={shareUrl}
            onStateChange={keepInAddress}
            onDealChange={recordAnalysis}
          />
        )}
      </CalculatorUpsell>
    </div>
  );
}
