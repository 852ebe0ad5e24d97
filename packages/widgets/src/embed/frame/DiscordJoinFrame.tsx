import type { BillingCycle } from "@academy/api";
import { useEffect, useState } from "react";
import { DISCORD_TIERS, DiscordJoinModal } from "../../discord-join/index.ts";
import { DoneDialog } from "./FrameDialogs.tsx";
import type { FrameFormProps } from "./frameForm.ts";
import { FRAME_TEXT } from "./frameText.ts";

/** The member portal on our site, where members link their Discord account. */
const PORTAL_PATH = "/portal";

type Phase = "form" | "done" | "closed";

/**
 * The Discord join embed's frame: the site's "Join Discord Community" modal for the tier and
 * plan the partner named (unknown values get the site's defaults; the server charges its own
 * price), then the welcome with the way to connect a Discord account on our site.
 */
export function DiscordJoinFrame({
  request,
  channel,
  open,
  finish,
  shown,
  openOnSite,
  loadStripe,
}: FrameFormProps) {
  const tier = DISCORD_TIERS.find((known) => known.id === request.tier) ?? DISCORD_TIERS[0];
  const plan: BillingCycle = request.plan === "yearly" ? "yearly" : "monthly";
  const [phase, setPhase] = useState<Phase>("form");
  const [message, setMessage] = useState("");
  const formOpen = open && phase === "form";
  useEffect(() => {
    if (formOpen) shown();
  }, [formOpen, shown]);
  useEffect(() => {
    if (phase === "closed") finish();
  }, [phase, finish]);
  if (!open) return null;
  return (
    <>
      <DiscordJoinModal
        open={formOpen}
        onOpenChange={(next) => !next && setPhase((now) => (now === "form" ? "closed" : now))}
        tier={tier}
        billingCycle={plan}
        {...(request.code ? { promotionCode: request.code } : {})}
        {...(loadStripe ? { loadStripe } : {})}
        onJoined={(joined) => {
          setMessage(joined);
          setPhase("done");
          channel.post({ type: "event", name: "joined", detail: { tier: tier.id, plan } });
        }}
      />
      {phase === "done" ? (
        <DoneDialog
          title={FRAME_TEXT.joinedTitle}
          message={message}
          action={{ label: FRAME_TEXT.connectDiscord, run: () => openOnSite(PORTAL_PATH) }}
          onClose={finish}
        />
      ) : null}
    </>
  );
}
