import { useSession } from "@academy/api";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { HOME_WITH_LOGIN } from "../../constants.ts";

/**
 * A page only a signed-in user can use (the course player): a visitor with no session goes
 * straight to the Student Login modal (academy.md §4) before the page's code loads, instead of
 * loading the player only to be sent away (issue #30). The page itself still handles a session
 * the server refuses. A visitor who arrives with no stored session is sent on earlier still, by
 * build/before-app.js, before the app's own code loads.
 */
export function SignedInRoute({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "anonymous") return <Navigate to={HOME_WITH_LOGIN} replace />;
  return children;
}
