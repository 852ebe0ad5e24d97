import { useSession } from "@academy/api";
import { lazy, Suspense, useState } from "react";
import { useLoginModal } from "../LoginModalHost/useLoginModal.ts";

// Loaded only when a session has expired: most visits never need it.
const SessionExpiredToast = lazy(() =>
  import("./SessionExpiredToast.tsx").then((module) => ({ default: module.SessionExpiredToast })),
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
  return (
    <Suspense fallback={null}>
      <SessionExpiredToast
        onShown={() => {
          dismissExpired();
          loginModal.open();
        }}
        onClosed={() => setShowing(false)}
      />
    </Suspense>
  );
}
