import {
  encodeRentalDeal,
  rentalDefaults,
  type AnyRentalResults,
  type RentalDeal,
  type RentalKind,
} from "@academy/calculators";
import { RentalAnalyzer } from "@academy/widgets";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { CalculatorUpsell } from "../../components/CalculatorOffer/CalculatorUpsell.tsx";
import { compareRentalDeals } from "../../deals/compareRentalDeals.ts";
import { readSavedRentalDeal } from "../../deals/readSavedRentalDeal.ts";
import { RENTAL_MODES } from "../../deals/savedDealModes.ts";
import { RENTAL_COMPARE_TEXT } from "../../deals/savedDealsText.ts";
import { SavedDealsComparison } from "../../deals/SavedDealsComparison/SavedDealsComparison.tsx";
import { SavedDealsPanel, type PickedDeal } from "../../deals/SavedDealsPanel/SavedDealsPanel.tsx";
import { useSubscriptionRequired } from "../../deals/useSubscriptionRequired.ts";

/** The page's query parameter holding a shared deal (`encodeRentalDeal`). */
export const RENTAL_ANALYZER_DEAL_PARAM = "deal";

/** What the analyzer is mounted with; a reopened saved deal mounts it anew (`key`). */
interface Loaded {
  key: number;
  tab: RentalKind | undefined;
  deal: string | null;
}

const dealOf = (results: AnyRentalResults): RentalDeal =>
  results.kind === "rental"
    ? { kind: "rental", inputs: results.inputs }
    : { kind: "brrrr", inputs: results.inputs };

const renderComparison = (deals: PickedDeal<RentalDeal>[]) => (
  <SavedDealsComparison comparison={compareRentalDeals(deals)} />
);

/**
 * The Rental Analyzer as /rental-analyzer shows it: a shared deal in the address opens with it,
 * and Share puts the deal in the address (the widget's default share link). Under it, the
 * subscriber's saved rental and BRRRR deals (issue 46): save, open, compare, PDF report.
 */
export function RentalAnalyzerTools() {
  const [params] = useSearchParams();
  // Read once: afterwards the analyzer owns the state.
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    key: 0,
    tab: undefined,
    deal: params.get(RENTAL_ANALYZER_DEAL_PARAM),
  }));
  // The analyzer reports its results on mount, so the default is replaced at once.
  const [currentDeal, setCurrentDeal] = useState<RentalDeal>({
    kind: "rental",
    inputs: rentalDefaults,
  });
  const onResultsChange = useCallback(
    (results: AnyRentalResults) => setCurrentDeal(dealOf(results)),
    [],
  );
  const openDeal = useCallback((deal: RentalDeal) => {
    setLoaded((current) => ({
      key: current.key + 1,
      tab: deal.kind,
      deal: encodeRentalDeal(deal),
    }));
  }, []);

  return (
    <CalculatorUpsell>
      {({ openSubscribe }) => (
        <>
          <RentalAnalyzer
            key={loaded.key}
            headingLevel={1}
            initialTab={loaded.tab}
            initialDeal={loaded.deal}
            shareParam={RENTAL_ANALYZER_DEAL_PARAM}
            onResultsChange={onResultsChange}
          />
          <SavedRentalDeals
            currentDeal={currentDeal}
            onOpen={openDeal}
            openSubscribe={openSubscribe}
          />
        </>
      )}
    </CalculatorUpsell>
  );
}

/** The saved deals under the analyzer; without access they ask for the subscription. */
function SavedRentalDeals({
  currentDeal,
  onOpen,
  openSubscribe,
}: {
  currentDeal: RentalDeal;
  onOpen: (deal: RentalDeal) => void;
  openSubscribe: () => void;
}) {
  const onSubscriptionRequired = useSubscriptionRequired(openSubscribe);
  return (
    <SavedDealsPanel
      currentDeal={currentDeal}
      modes={RENTAL_MODES}
      read={readSavedRentalDeal}
      onOpen={onOpen}
      onSubscriptionRequired={onSubscriptionRequired}
      renderComparison={renderComparison}
      emptyHint={RENTAL_COMPARE_TEXT.emptyHint}
    />
  );
}
