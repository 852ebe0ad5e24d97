import { Dialog, type DialogProps } from "@academy/ui";
import { useRef } from "react";
import { useProviderChallengeAccess } from "./useProviderChallengeAccess.ts";

/** The element with focus, looking inside shadow roots (a widget's button lives in one). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export interface PaymentDialogProps extends Omit<DialogProps, "preventClose"> {
  /** A payment or a card set-up is running: the dialog cannot close. */
  busy: boolean;
}

/**
 * The dialog around every card form. While `busy` it cannot close and the card provider's
 * 3-D Secure challenge (outside the dialog, at the end of <body>) takes clicks and focus. It
 * is opened by the host's own buttons, not a Radix trigger, so it remembers what had focus and
 * gives focus back there on close (Escape included), unless the host says otherwise.
 */
export function PaymentDialog({
  busy,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: PaymentDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useProviderChallengeAccess(busy, dialog);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      ref={dialog}
      preventClose={busy}
      onOpenAutoFocus={(event) => {
        opener.current = focusedElement();
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented || !opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
      {...rest}
    />
  );
}
