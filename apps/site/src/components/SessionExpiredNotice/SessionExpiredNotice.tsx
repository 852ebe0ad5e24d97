import { useSession } from "@academy/api";
import { useState } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { useLoginModal } from "../LoginModalHost/useLoginModal.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";

// Loaded only when a session has expired: most visits never need it.
const SessionExpiredToast = lazyComponent(
  () => import("./SessionExpiredToast.tsx"),
  "SessionExpiredToast",
);

/**
 * academy.md §8: when a refresh is refused, "Session expired, please login again" shows, then
 * the Student Login modal opens. The notice stays for the toast's time even after the session
 * has taken note of it (so another layout does not show it twice).
 */
export function SessionExpiredNotice() {
  const { expired, dismissExpired } = useSession();
  const loginModal = useLoginModal();
  const [showing, setShowing] = useState(false);
  if (expired && !showing) setShowing(true);

  if (!showing) return null;
  const shown = () => {
    dismissExpired();
    loginModal.open();
  };
  return (
    <OnDemand
      onDismiss={() => {
        // The notice's own code is missing: go on to the Student Login all the same.
        setShowing(false);
        shown();
      }}
    >
      <SessionExpiredToast onShown={shown} onClosed={() => setShowing(false)} />
    </OnDemand>
  );
}
