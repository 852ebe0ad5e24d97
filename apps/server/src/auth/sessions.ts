import type { Services } from "../services.ts";

/** A new signed-in session: a short-lived access token and the first refresh token of a family. */
export async function startSession(
  services: Services,
  user: { id: number; is_admin: boolean; session_version: number },
) {
  const { refreshToken, sessionId } = await services.refreshTokens.issue(user.id);
  const access_token = await services.accessTokens.sign({
    userId: user.id,
    isAdmin: user.is_admin,
    sessionVersion: user.session_version,
    sessionId,
  });
  return { access_token, refresh_token: refreshToken };
}
