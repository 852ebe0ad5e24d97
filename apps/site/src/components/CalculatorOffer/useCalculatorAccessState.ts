import { useCalculatorAccess, useRefreshCalculatorAccess, useSession } from "@academy/api";
import { useState } from "react";

export type CalculatorAccessState = "loading" | "access" | "none";

/**
 * investor-tools.md §4: loading, then access or no access. No access without a signed-in user
 * or when the access call fails (the failure is only logged by the query layer). Must run
 * under <QueryScope>. `markAccess` is the subscription modal's success callback.
 */
export function useCalculatorAccessState(): {
  state: CalculatorAccessState;
  markAccess: () => void;
} {
  const { status, user } = useSession();
  const query = useCalculatorAccess({ enabled: user !== null });
  const [granted, setGranted] = useState(false);
  const refreshAccess = useRefreshCalculatorAccess();
  // Shown at once; the shared access query is refetched so the saved deals follow.
  const markAccess = () => {
    setGranted(true);
    void refreshAccess();
  };
  if (granted) return { state: "access", markAccess };
  if (status === "loading") return { state: "loading", markAccess };
  if (!user) return { state: "none", markAccess };
  // A failed call is no access at once (§8), even while the query layer retries it.
  if (query.failureCount > 0 && !query.data) return { state: "none", markAccess };
  if (query.isPending && query.fetchStatus !== "idle") return { state: "loading", markAccess };
  return { state: query.data?.hasAccess ? "access" : "none", markAccess };
}
