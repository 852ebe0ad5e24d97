import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Kysely } from "kysely";
import type { AccessTokenIssuer } from "./auth/access-tokens.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { Database } from "./db/schema.ts";
import type { Clock } from "./auth/clock.ts";
import { forbidden, HttpError, unauthorized } from "./http/errors.ts";
import type { AuthUser, OperationId } from "./http/types.ts";
import { ADMIN_REQUIRED, CONFIRM_PASSWORD, MESSAGES } from "./http/messages.ts";

/**
 * Operations only administrators may call. The contract's security says "bearer" for these
 * like for any signed-in call; the role is this list (the Admin tag plus catalogue writes and
 * manual payments). The role matrix test checks every operation against it.
 */
export const ADMIN_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  "createCourse",
  "createModule",
  "recordManualPayment",
  "testS3",
  "getStorageDriver",
  "listAdminCourses",
  "syncSchema",
  "seedCatalog",
  "uploadLessonVideo",
  "uploadLessonPdf",
  "uploadSiteImage",
  "deleteSiteImage",
  "deleteLessonPdf",
  "deleteLessonVideo",
  "getLessonSignedPdf",
  "getLessonSignedUrl",
  "startLessonVideoUpload",
  "getLessonVideoPartUrl",
  "completeLessonVideoUpload",
  "abortLessonVideoUpload",
  "getLessonVideoUpload",
  "recordLessonVideoPart",
  "confirmLessonVideoReplace",
  "listDiscordRoleActions",
  "retryDiscordRoleAction",
  // The owner's console (issue 47).
  "adminSearchPeople",
  "adminGetPerson",
  "adminGrantCourse",
  "adminRevokeCourse",
  "adminRefundPayment",
  "adminCancelSubscription",
  "adminReactivateSubscription",
  "adminExtendSubscription",
  "adminResyncDiscordRole",
  "adminResendMail",
  "adminEndSessions",
  "adminExportCsv",
  "adminAuditLog",
  "adminMetrics",
  // Promotion codes (issue 48).
  "adminListPromotionCodes",
  "adminCreatePromotionCode",
  "adminDeactivatePromotionCode",
]);

/**
 * Changes to what an account pays with or for (issue 45: plans, cards, cancelling, resuming) need
 * the password proved within RECENT_PASSWORD_MS, on every session: a session a purchase minted
 * never has (it proves who paid, not who owns the e-mail), and a stolen or forgotten session
 * cannot move money on its own. There is no e-mail change in the contract; it would join here.
 */
export const RECENT_PASSWORD_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  "changeDiscordPlan",
  "cancelDiscordSubscription",
  "reactivateDiscordSubscription",
  "updateDiscordPaymentMethod",
  "cancelAccountSubscription",
  "reactivateAccountSubscription",
  "createSubscriptionSetupIntent",
  "updateAccountPaymentMethod",
  // The console's actions that move money or give away what is sold: an admin's session left
  // open on a shared machine must not refund, give courses or free days on its own.
  "adminRefundPayment",
  "adminGrantCourse",
  "adminExtendSubscription",
]);

export const RECENT_PASSWORD_MS = 15 * 60 * 1000;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller from a valid bearer token; null when there is none or it is invalid. */
    user: AuthUser | null;
  }
}

/**
 * Reads the bearer token on every API request; the security handlers then decide. A token is
 * honoured only while its user exists with the session version it was issued under (a password
 * reset raises it) and its session (refresh family) has not ended (logout, reuse), and the role
 * is read from the database, so a revoked admin loses the role on the next request rather than
 * when the token expires. A learner's checked token is remembered for a moment (SessionCache),
 * which this process forgets as soon as it ends a session.
 */
export function registerAuthentication(
  api: FastifyInstance,
  tokens: AccessTokenIssuer,
  db: Kysely<Database>,
  sessions: SessionCache,
): void {
  api.decorateRequest("user", null);
  api.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match?.[1];
    if (!token) return;
    const cached = sessions.lookup(token);
    if (cached) {
      request.user = cached;
      return;
    }
    const generation = sessions.begin();
    const claims = await tokens.verify(token);
    if (!claims) return;
    // One primary-key lookup answers both: the user's version and whether the session ended.
    const user = await db
      .selectFrom("users")
      .leftJoin("revoked_sessions", (join) =>
        join.on("revoked_sessions.family_id", "=", claims.sessionId),
      )
      .select(["users.is_admin", "users.session_version", "revoked_sessions.family_id"])
      .where("users.id", "=", claims.userId)
      .executeTakeFirst();
    if (!user || user.session_version !== claims.sessionVersion) return;
    if (user.family_id !== null) return;
    request.user = {
      id: claims.userId,
      isAdmin: user.is_admin,
      passwordAt: claims.passwordAt,
      sessionId: claims.sessionId,
    };
    sessions.remember(token, request.user, claims.expiresAtMs, generation);
  });
}

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

/** fastify-openapi-glue's securityHandlers: one per scheme in components.securitySchemes. */
export function createSecurityHandlers(clock: Clock) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      if (!request.user)
        throw unauthorized(
          request.headers.authorization ? MESSAGES.invalidToken : MESSAGES.notAuthenticated,
        );
      const operationId = operationOf(request) as OperationId | undefined;
      if (!operationId) return;
      if (ADMIN_OPERATIONS.has(operationId) && !request.user.isAdmin)
        throw forbidden(ADMIN_REQUIRED);
      const { passwordAt } = request.user;
      const recent = passwordAt !== null && clock().getTime() - passwordAt <= RECENT_PASSWORD_MS;
      if (RECENT_PASSWORD_OPERATIONS.has(operationId) && !recent)
        throw new HttpError(403, CONFIRM_PASSWORD, {}, "confirm_password");
    },
  };
}

/**
 * fastify-openapi-glue runs security as a preHandler, after the body has been read and
 * validated. Hoisting it to onRequest turns anonymous callers away with 401 (and non-admins
 * with 403) before an upload is read or a malformed body earns a 422 that would tell them
 * more than "sign in".
 */
export function hoistSecurityToOnRequest(routeOptions: RouteOptions): void {
  const preHandler = routeOptions.preHandler;
  if (!preHandler) return;
  const existing = routeOptions.onRequest;
  const onRequest = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  routeOptions.onRequest = [
    ...onRequest,
    ...(Array.isArray(preHandler) ? preHandler : [preHandler]),
  ];
  routeOptions.preHandler = undefined;
}
