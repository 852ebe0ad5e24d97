import { useLayoutEffect, type RefObject } from "react";

/**
 * Lets the card provider's 3-D Secure challenge work while a payment confirms. Stripe.js (and
 * the offline stand-in) put the challenge at the end of <body>, outside this modal, where the
 * modal's focus trap would pull focus straight back and its `pointer-events: none` on <body>
 * would swallow every click. While `active`, focus may leave the dialog and <body> takes
 * clicks again; the overlay still covers the page, and the modal cannot close while busy.
 */
export function useProviderChallengeAccess(active: boolean, dialog: RefObject<HTMLElement | null>) {
  // A layout effect: in place as soon as `active` commits, before any challenge can appear.
  useLayoutEffect(() => {
    if (!active) return;
    const body = document.body;
    const before = body.style.pointerEvents;
    body.style.pointerEvents = "auto";
    const isOutside = (node: EventTarget | null) =>
      node instanceof Node && !(dialog.current?.contains(node) ?? false);
    // Capture at the window runs before the focus trap's listeners on the document.
    const letFocusLeave = (event: FocusEvent) => {
      const destination = event.type === "focusout" ? event.relatedTarget : event.target;
      if (isOutside(destination)) event.stopImmediatePropagation();
    };
    window.addEventListener("focusin", letFocusLeave, true);
    window.addEventListener("focusout", letFocusLeave, true);
    return () => {
      window.removeEventListener("focusin", letFocusLeave, true);
      window.removeEventListener("focusout", letFocusLeave, true);
      // If the modal has closed meanwhile, its own clean-up already restored <body>.
      if (body.style.pointerEvents === "auto") body.style.pointerEvents = before;
    };
  }, [active, dialog]);
}
