import { burnPasswordCheck, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { resetLink } from "../auth/redirect.ts";
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import { passwordResetMail, welcomeMail } from "../mail/templates.ts";
import type { Services } from "../services.ts";
import { findUserByEmail, findUserById, normalizeEmail, toUserResponse } from "../users/users.ts";
import { startSession } from "../auth/sessions.ts";
import {
  EMAIL_TAKEN,
  FULL_NAME_REQUIRED,
  INVALID_CREDENTIALS,
  INVALID_RESET_TOKEN,
  MESSAGES,
  PASSWORD_RESET_DONE,
  RESET_SENT,
  SESSION_EXPIRED,
  TOO_MANY_LOGINS,
} from "../http/messages.ts";

export function authHandlers(services: Services): HandlerMap {
  const { db, files, limits } = services;

  return {
    async register({ body, request, reply }) {
      const ipKey = `ip:${request.ip}`;
      const wait = await limits.signupIp.consume(ipKey);
      if (wait > 0) throw tooManyRequests(wait);
      const email = normalizeEmail(body.email);
      const fullName = body.full_name.trim();
      if (fullName === "") throw new HttpError(422, [FULL_NAME_REQUIRED]);
      const passwordHash = await hashPassword(body.password);
      const user = await db
        .insertInto("users")
        .values({ email, full_name: fullName, password_hash: passwordHash })
        .onConflict((oc) => oc.column("email").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!user) throw conflict(EMAIL_TAKEN);
      await services.mailer.send(
        welcomeMail(user.email, user.full_name, services.config.publicUrl),
      );
      reply.header("location", "/api/auth/me");
      return {
        ...(await startSession(services, user, "password")),
        user: await toUserResponse(db, files, user),
      };
    },

    async login({ body, request }) {
      const email = normalizeEmail(body.email);
      const ipKey = `ip:${request.ip}`;
      const accountKey = `account:${email}`;
      const pairKey = `${accountKey}|${ipKey}`;
      // Every attempt is counted before the password is checked, so attempts sent in parallel
      // cannot all pass a check made before any of them has failed. The guessing client is
      // blocked (its IP, its IP on this account); the account itself only tightens to one try
      // per client once guesses from many IPs pass its ceiling, so nobody can lock its owner out.
      const [ipWait, pairWait, pastCeilingWait, accountWait] = await Promise.all([
        limits.loginIp.consume(ipKey),
        limits.loginPair.consume(pairKey),
        limits.loginPairPastCeiling.consume(pairKey),
        limits.loginAccount.consume(accountKey),
      ]);
      const wait = Math.max(ipWait, pairWait, accountWait > 0 ? pastCeilingWait : 0);
      if (wait > 0) throw tooManyRequests(wait, TOO_MANY_LOGINS);

      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(body.password, user.password_hash)
        : (await burnPasswordCheck(body.password), false);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      // A success was no failure: this client starts over and gets its attempts back.
      await Promise.all([
        limits.loginPair.reset(pairKey),
        limits.loginPairPastCeiling.reset(pairKey),
        limits.loginAccount.refund(accountKey),
        limits.loginIp.refund(ipKey),
      ]);
      // The password is only e-mailed, so using it proves the e-mail: whatever sessions a
      // purchase minted for this account (perhaps by someone who typed this e-mail) end now.
      await services.refreshTokens.revokePurchaseSessions(user.id);
      return {
        ...(await startSession(services, user, "password")),
        user: await toUserResponse(db, files, user),
      };
    },

    async getCurrentUser({ user: caller }) {
      const user = caller && (await findUserById(db, caller.id));
      if (!user) throw unauthorized(MESSAGES.notAuthenticated);
      return toUserResponse(db, files, user);
    },

    async logout({ body }) {
      await services.refreshTokens.revokeFamilyOf(body.refresh_token);
    },

    async refreshToken({ body, request }) {
      const result = await services.refreshTokens.rotate(body.refresh_token);
      if (result.kind === "reused") {
        request.log.warn(
          { userId: result.userId },
          "refresh token reused after rotation: family revoked",
        );
      }
      if (result.kind !== "rotated" && result.kind !== "grace") throw unauthorized(SESSION_EXPIRED);
      const access_token = await services.accessTokens.sign({
        userId: result.userId,
        isAdmin: result.isAdmin,
        sessionVersion: result.sessionVersion,
        sessionId: result.sessionId,
        passwordAt: result.passwordAt?.getTime() ?? null,
      });
      return { access_token, refresh_token: result.refreshToken };
    },

    async forgotPassword({ body }) {
      const email = normalizeEmail(body.email);
      const originPage = body.originPage;
      // The answer is sent before any lookup, so neither its content nor its timing tells
      // whether the address has an account.
      services.background.run("password-reset-mail", async () => {
        const key = `reset:${email}`;
        if ((await limits.resetMail.consume(key)) > 0) return;
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const token = await services.resetTokens.create(user.id);
        const link = resetLink(services.config.publicUrl, token, originPage);
        await services.mailer.send(passwordResetMail(user.email, user.full_name, link));
      });
      return { message: RESET_SENT };
    },

    async resetPassword({ body }) {
      const userId = await services.resetTokens.consume(body.token);
      if (userId === null) throw badRequest(INVALID_RESET_TOKEN);
      const passwordHash = await hashPassword(body.new_password);
      await db
        .updateTable("users")
        .set((eb) => ({
          password_hash: passwordHash,
          updated_at: services.clock(),
          // Refuses every access token issued before, now rather than when each expires.
          session_version: eb("session_version", "+", 1),
        }))
        .where("id", "=", userId)
        .execute();
      services.sessions.clear();
      // Whoever asked for the reset may be locking out someone holding the old password.
      await services.refreshTokens.revokeAllForUser(userId);
      const user = await findUserById(db, userId);
      if (user) await services.limits.loginAccount.reset(`account:${user.email}`);
      return { message: PASSWORD_RESET_DONE };
    },
  };
}
