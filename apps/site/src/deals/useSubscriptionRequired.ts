import { useSession } from "@academy/api";
import { useCallback } from "react";
import { useLoginModal } from "../components/LoginModalHost/useLoginModal.ts";

/**
 * What happens when someone without calculator access tries to save or compare deals: the one
 * place the saved-deal screens ask for it. A guest signs in first (they may already subscribe);
 * a signed-in user without access gets the subscription modal (`openSubscribe`, from
 * `CalculatorUpsell`).
 */
export function useSubscriptionRequired(openSubscribe: () => void): () => void {
  const { user } = useSession();
  const { open: openLogin } = useLoginModal();
  return useCallback(() => {
    if (!user) openLogin();
    else openSubscribe();
  }, [user, openLogin, openSubscribe]);
}
