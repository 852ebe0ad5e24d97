import type { BillingCycle } from "@academy/api";
import { DISCORD_TIERS, DiscordJoinModal } from "../../discord-join/index.ts";
import type { FrameFormProps } from "./frameForm.ts";
import { FRAME_TEXT } from "./frameText.ts";
import { useCheckoutThenOutcome } from "./useCheckoutThenOutcome.tsx";

/** The member portal on our site, where members link their Discord account. */
const PORTAL_PATH = "/portal";

/**
 * The Discord join embed's frame: the site's "Join Discord Community" modal for the tier and
 * plan the partner named (unknown values get the site's defaults; the server charges its own
 * price), then the welcome with the way to connect a Discord account on our site.
 */
export function DiscordJoinFrame(props: FrameFormProps) {
  const { request, open, openOnSite } = props;
  const tier = DISCORD_TIERS.find((known) => known.id === request.tier) ?? DISCORD_TIERS[0];
  const plan: BillingCycle = request.plan === "yearly" ? "yearly" : "monthly";
  const checkout = useCheckoutThenOutcome(props, {
    title: FRAME_TEXT.joinedTitle,
    action: { label: FRAME_TEXT.connectDiscord, run: () => openOnSite(PORTAL_PATH) },
    event: { name: "joined", detail: { tier: tier.id, plan } },
  });
  if (!open) return null;
  return (
    <>
      <DiscordJoinModal
        {...checkout.modal}
        tier={tier}
        billingCycle={plan}
        onJoined={checkout.succeed}
      />
      {checkout.outcome}
    </>
  );
}
