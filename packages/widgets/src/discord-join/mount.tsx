import type { BillingCycle } from "@academy/api";
import { ToastProvider, useToast } from "@academy/ui";
import { useState, useSyncExternalStore } from "react";
import {
  createOpenState,
  renderWidget,
  type MountedWidget,
  type OpenState,
  type WidgetMountOptions,
} from "../shared/widgetHost.tsx";
import { DISCORD_TIERS, type DiscordTierInfo } from "../shared/discordTiers.ts";
import { DiscordJoinModal, type DiscordJoinModalProps } from "./DiscordJoinModal.tsx";

type PassedProps = Pick<DiscordJoinModalProps, "onJoined" | "onFailed" | "loadStripe">;

export interface DiscordJoinMountOptions extends WidgetMountOptions, PassedProps {
  /** The tier first offered; `open(tier, cycle)` can choose another. Default "pro". */
  tier?: DiscordTierInfo["id"];
  billingCycle?: BillingCycle;
  /** Open straight away. Default false. */
  open?: boolean;
}

export interface MountedDiscordJoin extends MountedWidget {
  /** Opens the modal, for the given tier and billing cycle when passed. */
  open(tier?: DiscordTierInfo["id"], billingCycle?: BillingCycle): void;
  close(): void;
}

interface Choice {
  tier: DiscordTierInfo;
  billingCycle: BillingCycle;
}

const tierById = (id: DiscordTierInfo["id"]): DiscordTierInfo =>
  DISCORD_TIERS.find((tier) => tier.id === id) ?? DISCORD_TIERS[0];

function createChoiceState(initial: Choice) {
  let choice = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => choice,
    set(next: Choice) {
      choice = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type ChoiceState = ReturnType<typeof createChoiceState>;

/** The modal with its own toasts (5 s, investor-tools.md §2), for pages without a toast host. */
function MountedView(props: {
  state: OpenState;
  choice: ChoiceState;
  passed: PassedProps;
  container: HTMLElement;
}) {
  return (
    <ToastProvider>
      <MountedModal {...props} />
    </ToastProvider>
  );
}

function MountedModal({ state, choice, passed, container }: Parameters<typeof MountedView>[0]) {
  const open = useSyncExternalStore(state.subscribe, state.get, state.get);
  const { tier, billingCycle } = useSyncExternalStore(choice.subscribe, choice.get, choice.get);
  const { toast } = useToast();
  const [{ onJoined, onFailed, loadStripe }] = useState(passed);
  return (
    <DiscordJoinModal
      open={open}
      onOpenChange={state.set}
      container={container}
      tier={tier}
      billingCycle={billingCycle}
      loadStripe={loadStripe}
      onJoined={(message) => {
        toast({ tone: "success", title: message });
        onJoined?.(message);
      }}
      onFailed={(message) => {
        toast({ tone: "error", title: message });
        onFailed?.(message);
      }}
    />
  );
}

/** Mounts the "Join Discord Community" modal on any page, in its own shadow root by default. */
export function mountDiscordJoin(
  host: HTMLElement,
  options: DiscordJoinMountOptions = {},
): MountedDiscordJoin {
  const { apiBaseUrl, client, shadow, css, open = false, tier = "pro", billingCycle } = options;
  const passed: PassedProps = {
    onJoined: options.onJoined,
    onFailed: options.onFailed,
    loadStripe: options.loadStripe,
  };
  const state = createOpenState(open);
  const choice = createChoiceState({
    tier: tierById(tier),
    billingCycle: billingCycle ?? "monthly",
  });
  const widget = renderWidget(host, { apiBaseUrl, client, shadow, css }, (container) => (
    <MountedView state={state} choice={choice} passed={passed} container={container} />
  ));
  return {
    open(nextTier, nextCycle) {
      const current = choice.get();
      choice.set({
        tier: nextTier ? tierById(nextTier) : current.tier,
        billingCycle: nextCycle ?? current.billingCycle,
      });
      state.set(true);
    },
    close: () => state.set(false),
    unmount: widget.unmount,
  };
}
