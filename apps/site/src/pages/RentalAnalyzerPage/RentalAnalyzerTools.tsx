import { RentalAnalyzer } from "@academy/widgets";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";

/** The page's query parameter holding a shared deal (`encodeRentalDeal`). */
export const RENTAL_ANALYZER_DEAL_PARAM = "deal";

/**
 * The Rental Analyzer as /rental-analyzer shows it: a shared deal in the address opens with it,
 * and Share puts the deal in the address (the widget's default share link).
 */
export function RentalAnalyzerTools() {
  const [params] = useSearchParams();
  // Read once: afterwards the analyzer owns the state.
  const [deal] = useState(() => params.get(RENTAL_ANALYZER_DEAL_PARAM));
  return (
    <RentalAnalyzer headingLevel={1} initialDeal={deal} shareParam={RENTAL_ANALYZER_DEAL_PARAM} />
  );
}
