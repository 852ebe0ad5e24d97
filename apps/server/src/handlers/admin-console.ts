import { createAccessActions } from "../admin/access-actions.ts";
import { appendAudit } from "../audit/audit-log.ts";
import { auditEntries } from "../admin/audit-entries.ts";
import { paymentsCsv, peopleCsv } from "../admin/csv-export.ts";
import { adminMetrics } from "../admin/metrics.ts";
import { personPage, searchPeople } from "../admin/people.ts";
import { refundPayment } from "../admin/refunds.ts";
import {
  createCodeAsAdmin,
  deactivateCodeAsAdmin,
  listPromotionCodes,
} from "../admin/promotion-codes.ts";
import { unauthorized } from "../http/errors.ts";
import { REPLIED, type AuthUser, type HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

/** The owner's console (issue 47): people, their access, refunds, the audit log, exports. */
export function adminConsoleHandlers(services: Services): HandlerMap {
  const actions = createAccessActions(services);
  // The security handler has let only admins through; this keeps the type honest.
  const admin = (user: AuthUser | null): AuthUser => {
    if (!user) throw unauthorized();
    return user;
  };
  return {
    adminSearchPeople: ({ query }) => searchPeople(services, query),
    adminGetPerson: ({ params }) => personPage(services, params.personId),
    adminGrantCourse: ({ user, params, body }) =>
      actions.grantCourse(admin(user), params.personId, body),
    adminRevokeCourse: ({ user, params, body }) =>
      actions.revokeCourse(admin(user), params.personId, params.courseId, body),
    adminRefundPayment: ({ user, params, body }) =>
      refundPayment(services, admin(user), params.paymentId, body),
    adminCancelSubscription: ({ user, params, body }) =>
      actions.cancel(admin(user), params.subscriptionId, body),
    adminReactivateSubscription: ({ user, params, body }) =>
      actions.reactivate(admin(user), params.subscriptionId, body),
    adminExtendSubscription: ({ user, params, body }) =>
      actions.extend(admin(user), params.subscriptionId, body),
    adminResyncDiscordRole: ({ user, params, body }) =>
      actions.resyncRole(admin(user), params.personId, body),
    adminResendMail: ({ user, params, body, request }) =>
      actions.resendMail(admin(user), params.personId, body, request.log),
    adminEndSessions: ({ user, params, body }) =>
      actions.endSessions(admin(user), params.personId, body),
    adminAuditLog: ({ query }) => auditEntries(services, query),
    adminMetrics: ({ query }) => adminMetrics(services, query),
    adminListPromotionCodes: () => listPromotionCodes(services),
    adminCreatePromotionCode: ({ user, body }) => createCodeAsAdmin(services, admin(user), body),
    adminDeactivatePromotionCode: ({ user, params, body }) =>
      deactivateCodeAsAdmin(services, admin(user), params.codeId, body),

    async adminExportCsv({ user, params, reply }) {
      const exported =
        params.dataset === "people" ? await peopleCsv(services) : await paymentsCsv(services);
      // Who took a copy of whose data, and when: an export is written down like any action.
      await appendAudit(services.db, {
        actor: "admin",
        actorId: admin(user).id,
        action: `export.${params.dataset}`,
        reason: "CSV export",
        details: { rows: exported.rows },
      });
      const day = services.clock().toISOString().slice(0, 10);
      reply
        .code(200)
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${params.dataset}-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(exported.text);
      return REPLIED;
    },
  };
}
