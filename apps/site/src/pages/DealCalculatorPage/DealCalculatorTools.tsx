import { QueryScope } from "@academy/api";
import { decodeDeal, encodeDeal, type Deal, type DealKind } from "@academy/calculators";
import { compareDeals, DealAnalyzer, initialDealOf, readSavedDeal } from "@academy/widgets";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { CalculatorUpsell } from "../../components/CalculatorOffer/CalculatorUpsell.tsx";
import { comparePath } from "../../deals/comparePath.ts";
import { ANALYZER_MODES } from "../../deals/savedDealModes.ts";
import { SavedDealsComparison } from "../../deals/SavedDealsComparison/SavedDealsComparison.tsx";
import { SavedDealsPanel, type PickedDeal } from "../../deals/SavedDealsPanel/SavedDealsPanel.tsx";
import { useSubscriptionRequired } from "../../deals/useSubscriptionRequired.ts";

/** The page's query parameters: the tab shown and its deal (encoded), so a reload keeps both. */
export const DEAL_CALCULATOR_PARAMS = { tab: "tab", deal: "deal" } as const;

/** What the analyzer is mounted with; a reopened saved deal mounts it anew (`key`). */
interface Loaded {
  key: number;
  tab: string | null;
  deal: string | null;
}

/**
 * Everything of /deal-calculator below its Home button: the Deal Analyzer, then the saved deals
 * (issue 15), with the nag and the subscription modal. Loaded after the page's first paint
 * (DealCalculatorPage), together with the query layer it needs. The tab and the deal live in
 * the address, so reloading or sharing the page keeps them.
 */
export function DealCalculatorTools() {
  // The query cache loads with this part's code, not with the landing page.
  return (
    <QueryScope>
      <Tools />
    </QueryScope>
  );
}

function Tools() {
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the analyzer owns the state and the address follows it.
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    key: 0,
    tab: params.get(DEAL_CALCULATOR_PARAMS.tab),
    deal: params.get(DEAL_CALCULATOR_PARAMS.deal),
  }));
  const [currentDeal, setCurrentDeal] = useState<Deal>(() => initialDealOf(loaded));

  const keepInAddress = useCallback(
    ({ calculator, deal }: { calculator: DealKind; deal: string }) => {
      const decoded = decodeDeal(deal);
      if (decoded.ok) setCurrentDeal(decoded.deal);
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

  const openDeal = useCallback(
    (deal: Deal) => {
      const encoded = encodeDeal(deal);
      setLoaded((current) => ({ key: current.key + 1, tab: deal.kind, deal: encoded }));
      keepInAddress({ calculator: deal.kind, deal: encoded });
    },
    [keepInAddress],
  );

  const shareUrl = useCallback((deal: string, calculator: DealKind) => {
    const url = new URL(window.location.href);
    url.searchParams.set(DEAL_CALCULATOR_PARAMS.tab, calculator);
    url.searchParams.set(DEAL_CALCULATOR_PARAMS.deal, deal);
    return url.toString();
  }, []);

  return (
    <CalculatorUpsell>
      {({ recordAnalysis, openSubscribe }) => (
        <>
          <DealAnalyzer
            key={loaded.key}
            headingLevel={1}
            initialTab={(loaded.tab ?? undefined) as DealKind | undefined}
            initialDeal={loaded.deal}
            shareParam={DEAL_CALCULATOR_PARAMS.deal}
            shareUrl={shareUrl}
            onStateChange={keepInAddress}
            onDealChange={recordAnalysis}
          />
          <SavedDeals currentDeal={currentDeal} onOpen={openDeal} openSubscribe={openSubscribe} />
        </>
      )}
    </CalculatorUpsell>
  );
}

const renderComparison = (deals: PickedDeal<Deal>[]) => (
  <SavedDealsComparison
    comparison={compareDeals(deals)}
    pagePath={comparePath(deals.map((deal) => deal.id))}
  />
);

/** The saved deals under the analyzer; without access they ask for the subscription. */
function SavedDeals({
  currentDeal,
  onOpen,
  openSubscribe,
}: {
  currentDeal: Deal;
  onOpen: (deal: Deal) => void;
  openSubscribe: () => void;
}) {
  const onSubscriptionRequired = useSubscriptionRequired(openSubscribe);
  return (
    <SavedDealsPanel
      currentDeal={currentDeal}
      modes={ANALYZER_MODES}
      read={readSavedDeal}
      onOpen={onOpen}
      onSubscriptionRequired={onSubscriptionRequired}
      renderComparison={renderComparison}
    />
  );
}
