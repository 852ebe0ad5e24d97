import { useEffect, useState, type ReactNode } from "react";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import type { FrameEvent } from "../academy/frame-protocol.ts";
import { DoneDialog } from "./FrameDialogs.tsx";
import type { FrameFormProps } from "./frameForm.ts";

type Phase = "form" | "done" | "closed";

/** What follows a payment in the frame: the outcome dialog's words and the partner's event. */
export interface CheckoutOutcome {
  title: string;
  /** Where to go next, on our site. */
  action: { label: string; run: () => void };
  /** What the partner's page hears (`academy:<name>`). */
  event: FrameEvent;
}

export interface FramedCheckout {
  /** Spread on the site's checkout modal (EnrolModal, DiscordJoinModal). */
  modal: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    promotionCode?: string;
    loadStripe?: StripeLoader;
  };
  /** The payment went through with this message: the outcome replaces the form. */
  succeed: (message: string) => void;
  /** The outcome dialog after a payment; nothing before. */
  outcome: ReactNode;
}

/**
 * One paying form in the frame (enrol, Discord join): the site's checkout modal while the form
 * is open, with the partner's promotion code and the frame's warmed Stripe loader, then the
 * outcome dialog with the way onward; closing either finishes. `ready`: the form has what it
 * needs to show (the enrol frame waits for its course).
 */
export function useCheckoutThenOutcome(
  { request, channel, open, finish, shown, loadStripe }: FrameFormProps,
  done: CheckoutOutcome,
  ready = true,
): FramedCheckout {
  const [phase, setPhase] = useState<Phase>("form");
  const [message, setMessage] = useState("");
  const formOpen = open && phase === "form" && ready;
  useEffect(() => {
    if (formOpen) shown();
  }, [formOpen, shown]);
  useEffect(() => {
    if (phase === "closed") finish();
  }, [phase, finish]);
  return {
    modal: {
      open: formOpen,
      // Before a success the modal closes itself, then the success comes: the outcome wins.
      onOpenChange: (next) => {
        if (!next) setPhase((now) => (now === "form" ? "closed" : now));
      },
      ...(request.code ? { promotionCode: request.code } : {}),
      ...(loadStripe ? { loadStripe } : {}),
    },
    succeed(text) {
      setMessage(text);
      setPhase("done");
      channel.post({ type: "event", ...done.event });
    },
    outcome:
      phase === "done" ? (
        <DoneDialog title={done.title} message={message} action={done.action} onClose={finish} />
      ) : null,
  };
}
