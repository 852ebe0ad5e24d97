import { useCalculatorAccess, useSession } from "@academy/api";

/** Who is using the saved-deal screens: what they may do follows from it. */
export type DealsAccess = "loading" | "guest" | "no-access" | "subscriber";

/**
 * The visitor's standing for saved deals: a guest, a signed-in user without the calculator
 * subscription, or a subscriber (admins count as subscribers: the server says so). A failed
 * access check counts as no access (investor-tools.md §8).
 */
export function useDealsAccess(): DealsAccess {
  const { status } = useSession();
  const signedIn = status === "authenticated";
  const access = useCalculatorAccess({ enabled: signedIn });
  if (status === "loading") return "loading";
  if (!signedIn) return "guest";
  if (access.isPending) return "loading";
  return access.data?.hasAccess === true ? "subscriber" : "no-access";
}
