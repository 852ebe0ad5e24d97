import { createHandover, HANDOVER_TTL_MS, redeemHandover } from "../auth/session-handovers.ts";
import { startSessionWithGrant } from "../auth/sessions.ts";
import { tooManyRequests, unauthorized } from "../http/errors.ts";
import { INVALID_HANDOVER, MESSAGES, SESSION_EXPIRED } from "../http/messages.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { findUserById, toUserResponse } from "../users/users.ts";

/**
 * Issue #49: the embed frame opens a tab of our site signed in. The frame asks for a one-time
 * code with its session; the tab trades it for a new session of the same standing.
 */
export function sessionHandoverHandlers(services: Services): HandlerMap {
  const { db, files, clock, limits } = services;

  return {
    async createSessionHandover({ user }) {
      if (!user?.sessionId) throw unauthorized(MESSAGES.notAuthenticated);
      const code = await createHandover(db, clock, { userId: user.id, sessionId: user.sessionId });
      if (code === null) throw unauthorized(SESSION_EXPIRED);
      return { code, expires_in: HANDOVER_TTL_MS / 1000 };
    },

    async redeemSessionHandover({ body, request }) {
      const ipKey = `ip:${request.ip}`;
      // Counted before the code is looked at, like logins: parallel guesses cannot all pass.
      const wait = await limits.handoverIp.consume(ipKey);
      if (wait > 0) throw tooManyRequests(wait);
      const redeemed = await redeemHandover(db, clock, body.code);
      const user = redeemed && (await findUserById(db, redeemed.userId));
      if (!redeemed || !user) throw unauthorized(INVALID_HANDOVER);
      // Only failures count: a member opening several courses is not held back.
      await limits.handoverIp.refund(ipKey);
      return {
        ...(await startSessionWithGrant(services, user, redeemed.grant)),
        user: await toUserResponse(db, files, user),
      };
    },
  };
}
