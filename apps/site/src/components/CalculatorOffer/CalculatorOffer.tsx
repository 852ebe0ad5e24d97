import { useAnalysisNag } from "@academy/widgets";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";

const loadWidget = () => import("../CalculatorSubscribeWidget.ts");
const CalculatorSubscribeModal = lazyComponent(loadWidget, "CalculatorSubscribeModal");
const CalculatorNagModal = lazyComponent(loadWidget, "CalculatorNagModal");

/**
 * The subscription modal and the nag modal of a page that sells the calculator (the landing
 * page, /deal-calculator). Their code loads only once one opens. The nag follows
 * `useAnalysisNag`: at 3 analyses, for a visitor without access.
 */
export function useCalculatorOffer(withoutAccess: boolean, options: { nagOnLoad?: boolean } = {}) {
  const nag = useAnalysisNag(withoutAccess, { onLoad: options.nagOnLoad ?? false });
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and a second opening is instant.
  const [wanted, setWanted] = useState(false);
  return {
    nag,
    subscribeOpen,
    wanted,
    setSubscribeOpen,
    /** Gives up on a subscription modal whose code could not be fetched. */
    abandonSubscribe() {
      setSubscribeOpen(false);
      setWanted(false);
    },
    openSubscribe() {
      nag.setOpen(false);
      setWanted(true);
      setSubscribeOpen(true);
    },
  };
}

export type CalculatorOfferState = ReturnType<typeof useCalculatorOffer>;

export function CalculatorOffer({
  offer,
  onSubscribed,
}: {
  offer: CalculatorOfferState;
  onSubscribed: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      {offer.nag.open ? (
        <OnDemand onDismiss={() => offer.nag.setOpen(false)}>
          <CalculatorNagModal
            open
            onOpenChange={offer.nag.setOpen}
            onSubscribe={offer.openSubscribe}
          />
        </OnDemand>
      ) : null}
      {offer.wanted ? (
        <OnDemand onDismiss={offer.abandonSubscribe}>
          <CalculatorSubscribeModal
            open={offer.subscribeOpen}
            onOpenChange={offer.setSubscribeOpen}
            onSubscribed={onSubscribed}
            navigate={(path) => {
              offer.setSubscribeOpen(false);
              void navigate(path);
            }}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
