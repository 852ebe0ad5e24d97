import { useAnalysisNag } from "@academy/widgets";
import { useNavigate } from "react-router-dom";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { usePromotionCodeLink } from "../../lib/usePromotionCodeLink.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { useOnDemandDialog } from "../OnDemand/useOnDemandDialog.ts";

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
  const subscribe = useOnDemandDialog();
  return {
    nag,
    subscribe,
    openSubscribe() {
      nag.setOpen(false);
      subscribe.setOpen(true);
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
  const promotionCode = usePromotionCodeLink();
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
      {offer.subscribe.wanted ? (
        <OnDemand onDismiss={offer.subscribe.abandon}>
          <CalculatorSubscribeModal
            open={offer.subscribe.open}
            onOpenChange={offer.subscribe.setOpen}
            onSubscribed={onSubscribed}
            {...promotionCode}
            navigate={(path) => {
              offer.subscribe.setOpen(false);
              void navigate(path);
            }}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
