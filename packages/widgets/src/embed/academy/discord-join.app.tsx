/**
 * The Discord join embed's app (dist/academy-discord-join.app.js): a tier's button on a
 * partner page opens the site's own "Join Discord Community" modal for that tier and plan. The
 * server charges its price for the tier and plan (never one from the partner's page). After
 * paying, the visitor sees the site's welcome and the way to connect their Discord account.
 */
import type { BillingCycle } from "@academy/api";
import { useState } from "react";
import { DISCORD_TIERS, DiscordJoinModal, type DiscordTierInfo } from "../../discord-join/index.ts";
import type { EmbedApp, EmbedContext } from "./contract.ts";
import { EMBED_DONE_CSS, EmbedDone } from "./EmbedDone.tsx";
import { ACADEMY_EVENTS, dispatchAcademyEvent, type AcademyEventDetail } from "./events.ts";
import { embedStripeLoader } from "./stripe.ts";
import { createOpenSignal, renderInEmbed, siteUrl, type OpenSignal } from "./runtime.tsx";
import { useEmbedModal } from "./useEmbedModal.ts";

/** Replaced at build time by the bundle's CSS (see tsup.config.ts). */
const EMBED_CSS = "__ACADEMY_DISCORD_JOIN_CSS__";

/** The member portal on our site, where members link their Discord account. */
const PORTAL_PATH = "/portal";

export const DISCORD_EMBED_TEXT = {
  connect: "Connect your Discord account",
} as const;

interface Choice {
  tier: DiscordTierInfo;
  plan: BillingCycle;
  detail: AcademyEventDetail;
}

/** The tier and plan the partner asked for; unknown values get the site's defaults. */
function choiceOf(context: EmbedContext): Choice {
  const tier = DISCORD_TIERS.find((known) => known.id === context.options.tier) ?? DISCORD_TIERS[0];
  const plan: BillingCycle = context.options.plan === "yearly" ? "yearly" : "monthly";
  return { tier, plan, detail: { embed: "discord-join", tier: tier.id, plan } };
}

function DiscordJoinEmbed({
  context,
  signal,
  choice: { tier, plan, detail },
}: {
  context: EmbedContext;
  signal: OpenSignal;
  choice: Choice;
}) {
  const { open, setOpen } = useEmbedModal(context, signal, true, detail);
  const [done, setDone] = useState<string | null>(null);
  const [loadStripe] = useState(() => context.loadStripe ?? embedStripeLoader(context.api));
  return (
    <>
      {done ? (
        <EmbedDone
          message={done}
          link={{ href: siteUrl(context.api, PORTAL_PATH), text: DISCORD_EMBED_TEXT.connect }}
        />
      ) : null}
      <DiscordJoinModal
        open={open}
        onOpenChange={setOpen}
        tier={tier}
        billingCycle={plan}
        loadStripe={loadStripe}
        onJoined={(message) => {
          setDone(message);
          dispatchAcademyEvent(context.host, ACADEMY_EVENTS.paid, { ...detail, message });
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          context.button.focus();
        }}
      />
    </>
  );
}

export const mount: EmbedApp["mount"] = (context) => {
  const signal = createOpenSignal();
  const choice = choiceOf(context);
  const unmount = renderInEmbed(context, (context.css ?? EMBED_CSS) + EMBED_DONE_CSS, () => (
    <DiscordJoinEmbed context={context} signal={signal} choice={choice} />
  ));
  return { open: () => signal.set(true), unmount };
};
