import { QueryScope } from "@academy/api";
import type { ReactNode } from "react";
import { CalculatorOffer, useCalculatorOffer } from "./CalculatorOffer.tsx";
import { useCalculatorAccessState } from "./useCalculatorAccessState.ts";

/** What the page around the upsell may do with it. */
export interface CalculatorUpsellActions {
  /** Pass as the analyzer's `onDealChange`: counts one analysis toward the nag. */
  recordAnalysis: () => void;
  /** Opens the subscription modal (saving or comparing deals without access, issue #15). */
  openSubscribe: () => void;
}

export interface CalculatorUpsellProps {
  children: (actions: CalculatorUpsellActions) => ReactNode;
}

/**
 * The Deal Analyzer page's nag (issue #15, site README): a visitor without access may use the
 * analyzer; each committed analysis counts, and at 3 the nag modal opens, whose button opens
 * the subscription modal.
 */
export function CalculatorUpsell({ children }: CalculatorUpsellProps) {
  return (
    <QueryScope>
      <Upsell>{children}</Upsell>
    </QueryScope>
  );
}

function Upsell({ children }: CalculatorUpsellProps) {
  const access = useCalculatorAccessState();
  const offer = useCalculatorOffer(access.state === "none");
  return (
    <>
      {children({ recordAnalysis: offer.nag.recordAnalysis, openSubscribe: offer.openSubscribe })}
      <CalculatorOffer offer={offer} onSubscribed={access.markAccess} />
    </>
  );
}
