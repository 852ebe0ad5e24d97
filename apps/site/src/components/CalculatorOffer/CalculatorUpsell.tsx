import { QueryScope } from "@academy/api";
import type { ReactNode } from "react";
import { CalculatorOffer, useCalculatorOffer } from "./CalculatorOffer.tsx";
import { useCalculatorAccessState } from "./useCalculatorAccessState.ts";

export interface CalculatorUpsellProps {
  /** The analyzer, given the callback to pass as its `onDealChange`. */
  children: (recordAnalysis: () => void) => ReactNode;
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
      {children(offer.nag.recordAnalysis)}
      <CalculatorOffer offer={offer} onSubscribed={access.markAccess} />
    </>
  );
}
