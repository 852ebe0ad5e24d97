import { useAnalysisNag } from "@academy/widgets";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";

const CalculatorSubscribeModal = lazy(() =>
  import("../CalculatorSubscribeWidget.ts").then((module) => ({
    default: module.CalculatorSubscribeModal,
  })),
);
const CalculatorNagModal = lazy(() =>
  import("../CalculatorSubscribeWidget.ts").then((module) => ({
    default: module.CalculatorNagModal,
  })),
);

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
    <Suspense fallback={null}>
      {offer.nag.open ? (
        <CalculatorNagModal
          open
          onOpenChange={offer.nag.setOpen}
          onSubscribe={offer.openSubscribe}
        />
      ) : null}
      {offer.wanted ? (
        <CalculatorSubscribeModal
          open={offer.subscribeOpen}
          onOpenChange={offer.setSubscribeOpen}
          onSubscribed={onSubscribed}
          navigate={(path) => {
            offer.setSubscribeOpen(false);
            void navigate(path);
          }}
        />
      ) : null}
    </Suspense>
  );
}
