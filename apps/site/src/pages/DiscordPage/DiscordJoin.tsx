import type { BillingCycle } from "@academy/api";
import { ToastProvider, useToast } from "@academy/ui";
import { DiscordJoinModal, type DiscordTierInfo } from "@academy/widgets";
import { usePromotionCodeLink } from "../../lib/usePromotionCodeLink.ts";

export interface DiscordJoinProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
  /** After a successful payment; its message is the toast's (the page shows the next step). */
  onJoined: () => void;
  /** Where focus goes when the modal closes (see DiscordJoinModal). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The join modal for the chosen tier with the page's toasts (5 s): the outcome of a payment,
 * success or error (investor-tools.md §8). The page loads it on the first click of a join
 * button, so the modal, Stripe's loader and the toasts stay out of its first load (issue #30);
 * it stays mounted from then on, so a toast outlives the closed modal.
 */
export function DiscordJoin(props: DiscordJoinProps) {
  return (
    <ToastProvider>
      <DiscordJoinWithToasts {...props} />
    </ToastProvider>
  );
}

function DiscordJoinWithToasts({ onJoined, ...modal }: DiscordJoinProps) {
  const { toast } = useToast();
  const promotionCode = usePromotionCodeLink();
  return (
    <DiscordJoinModal
      {...modal}
      {...promotionCode}
      onJoined={(message) => {
        toast({ tone: "success", title: message });
        onJoined();
      }}
      onFailed={(message) => toast({ tone: "error", title: message })}
    />
  );
}
