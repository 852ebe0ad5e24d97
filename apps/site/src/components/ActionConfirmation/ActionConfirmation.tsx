import { useCallback, useState, type ReactNode } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import { ConfirmActionContext } from "./useConfirmAction.ts";

// Loaded with the first confirmation: most visits never need the toast's code.
const ConfirmationToast = lazyComponent(
  () => import("./ConfirmationToast.tsx"),
  "ConfirmationToast",
);

interface Confirmation {
  id: number;
  message: string;
}

/**
 * Holds the latest confirmation above both layouts, so a page change (a purchase goes on to
 * its course, a reset to the login prompt) does not lose it, and shows it as a success toast
 * for the toasts' time (5 s).
 */
export function ActionConfirmationProvider({ children }: { children?: ReactNode }) {
  const [shown, setShown] = useState<Confirmation | null>(null);
  const confirm = useCallback((message: string) => {
    setShown((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
  }, []);
  const close = () => setShown(null);
  return (
    <ConfirmActionContext.Provider value={confirm}>
      {children}
      {shown ? (
        <OnDemand onDismiss={close}>
          <ConfirmationToast key={shown.id} message={shown.message} onClosed={close} />
        </OnDemand>
      ) : null}
    </ConfirmActionContext.Provider>
  );
}
