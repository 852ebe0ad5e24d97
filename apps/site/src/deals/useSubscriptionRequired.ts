import { useSession } from "@academy/api";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLoginModal } from "../components/LoginModalHost/useLoginModal.ts";

/** The calculator subscription's landing page (investor-tools.md §2), which sells access. */
export const CALCULATOR_LANDING_PATH = "/real-estate-calculator";

/**
 * What happens when someone without calculator access tries to save or compare deals: the
 * one place the saved-deal screens ask for a subscription. Until the subscription modal
 * (issue 15, branch h/calcsub) is merged, a guest gets the login modal and a signed-in user
 * the landing page; at integration this opens the subscription modal instead.
 */
export function useSubscriptionRequired(): () => void {
  const { user } = useSession();
  const { open: openLogin } = useLoginModal();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!user) openLogin();
    else void navigate(CALCULATOR_LANDING_PATH);
  }, [user, openLogin, navigate]);
}
