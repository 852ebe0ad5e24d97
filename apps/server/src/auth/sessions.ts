import type { AuthUser } from "../http/types.ts";
import type { Services } from "../services.ts";
import type { SessionGrant } from "./refresh-tokens.ts";

/** How long a session that a purchase minted lives at most, however often it is refreshed. */
export const PURCHASE_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * A new signed-in session: a short-lived access token and the first refresh token of a family.
 * `password`: the caller proved the account's password now (sign-in, sign-up). `purchase`: a
 * purchase created the account and proves nothing about the e-mail (issue 45); such a session
 * cannot make sensitive changes, lives PURCHASE_SESSION_MS at most, and ends when the
 * account's password is next used to sign in (the password is only e-mailed). A signed-in
 * caller (AuthUser) keeps the standing of the session it came with.
 */
export async function startSession(
  services: Services,
  user: { id: number; is_admin: boolean; session_version: number },
  how: "password" | "purchase" | AuthUser,
) {
  const now = services.clock();
  const provedAt =
    how === "password"
      ? now
      : typeof how === "object" && how.passwordAt !== null
        ? new Date(how.passwordAt)
        : null;
  const grant: SessionGrant =
    provedAt !== null
      ? { kind: "password", at: provedAt }
      : { kind: "purchase", endsAt: new Date(now.getTime() + PURCHASE_SESSION_MS) };
  return startSessionWithGrant(services, user, grant);
}

/** A new session of a standing decided elsewhere (a hand-over keeps its source's, issue #49). */
export async function startSessionWithGrant(
  services: Services,
  user: { id: number; is_admin: boolean; session_version: number },
  grant: SessionGrant,
) {
  const { refreshToken, sessionId } = await services.refreshTokens.issue(user.id, grant);
  const access_token = await services.accessTokens.sign({
    userId: user.id,
    isAdmin: user.is_admin,
    sessionVersion: user.session_version,
    sessionId,
    passwordAt: grant.kind === "password" ? grant.at.getTime() : null,
  });
  return { access_token, refresh_token: refreshToken };
}
