import { useSession } from "@academy/api";
import { useCallback, useEffect } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { ACTION_CONFIRMATION_TEXT } from "../ActionConfirmation/actionConfirmationText.ts";
import { useConfirmAction } from "../ActionConfirmation/useConfirmAction.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { loadLoginModal } from "./loadLoginModal.ts";
import { useLoginModal } from "./useLoginModal.ts";

const LoginModal = lazyComponent(loadLoginModal, "LoginModal");

/**
 * Shows the Student Login widget while the address asks for it. Its code loads only then, so
 * pages nobody signs in from never pay for it.
 */
export function LoginModalHost() {
  const { isOpen, close } = useLoginModal();
  const { user } = useSession();
  const confirm = useConfirmAction();

  // academy.md §2: the modal closes by itself once a user exists, parameter included.
  useEffect(() => {
    if (isOpen && user) close();
  }, [isOpen, user, close]);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) close();
    },
    [close],
  );

  if (!isOpen || user) return null;
  return (
    <OnDemand onDismiss={close}>
      <LoginModal
        open
        onOpenChange={onOpenChange}
        onSignedUp={(created) => confirm(ACTION_CONFIRMATION_TEXT.signedUp(created.full_name))}
      />
    </OnDemand>
  );
}
