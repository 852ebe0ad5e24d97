import type { components } from "@academy/api/contract";
import { createMemoryRateLimitStore, createRateLimiter } from "../auth/rate-limit.ts";
import { INVITE_RESEND_RULE, resendInvite } from "../discord/invites.ts";
import { requeueLatest } from "../discord/role-actions.ts";
import { conflict, notFound } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { enrolInCourse, ownsCourse } from "../learning/enrolments.ts";
import { welcomeMail } from "../mail/templates.ts";
import { addFreeDays } from "../payments/console-billing.ts";
import { ENDED_STATUSES } from "../payments/statuses.ts";
import type { Services } from "../services.ts";
import { cancelSubscription, reactivateSubscription, store } from "../subscriptions/manage.ts";
import { MANAGED_BY_TEAM, SUBSCRIPTION_NOT_FOUND } from "../subscriptions/messages.ts";
import { withProviderErrors } from "../subscriptions/provider-errors.ts";
import { runAdminAction } from "./admin-requests.ts";
import {
  COURSE_GRANTED,
  COURSE_HELD_ALREADY,
  COURSE_NOT_HELD,
  COURSE_REVOKED,
  EXTEND_NOT_POSSIBLE,
  INVITE_SENT,
  NO_DISCORD_LINK,
  PERSON_NOT_FOUND,
  ROLE_RESYNCED,
  SESSIONS_ENDED,
  WELCOME_SENT,
  subscriptionExtended,
} from "./messages.ts";
import { COURSE_NOT_FOUND } from "../http/messages.ts";

type Why = components["schemas"]["AdminActionRequest"];

/** The admin actions on a person's access (issue 47), each once per key and audited. */
export function createAccessActions(services: Services) {
  const { db } = services;
  // An admin's resend is once per key already; the member's own limit still guards Discord.
  const inviteLimiter = createRateLimiter(
    INVITE_RESEND_RULE,
    createMemoryRateLimitStore(),
    services.clock,
    "admin-discord-invite",
  );

  const person = async (id: number) => {
    const found = await db
      .selectFrom("users")
      .select(["id", "email", "full_name", "discord_user_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) throw notFound(PERSON_NOT_FOUND);
    return found;
  };
  const request = (
    admin: AuthUser,
    body: Why,
    action: string,
    target: string,
    personId: number | null,
  ) => ({
    admin,
    idempotencyKey: body.idempotency_key,
    reason: body.reason,
    action,
    target,
    personId,
  });
  /** Any person's subscription the provider manages (a seeded one is the team's to change). */
  const managedSubscription = async (id: number) => {
    const row = await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const providerId = row.provider_subscription_id;
    if (providerId === null) throw conflict(MANAGED_BY_TEAM);
    return { ...row, provider_subscription_id: providerId };
  };

  return {
    async grantCourse(admin: AuthUser, personId: number, body: Why & { course_id: number }) {
      await person(personId);
      const course = await db
        .selectFrom("courses")
        .select("id")
        .where("id", "=", body.course_id)
        .executeTakeFirst();
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const target = `course:${course.id}`;
      return runAdminAction(
        services,
        request(admin, body, "course.grant", target, personId),
        async () => {
          const held = await ownsCourse(services, personId, course.id);
          if (!held) await enrolInCourse(services, personId, course.id);
          return { message: held ? COURSE_HELD_ALREADY : COURSE_GRANTED, details: { held } };
        },
      );
    },

    async revokeCourse(admin: AuthUser, personId: number, courseId: number, body: Why) {
      await person(personId);
      if (!(await ownsCourse(services, personId, courseId))) throw conflict(COURSE_NOT_HELD);
      const target = `course:${courseId}`;
      return runAdminAction(
        services,
        request(admin, body, "course.revoke", target, personId),
        async () => {
          const taken = await db
            .deleteFrom("enrollments")
            .where("user_id", "=", personId)
            .where("course_id", "=", courseId)
            .returning("payment_id")
            .execute();
          // The learner's next call is judged afresh, not from a cached enrolment.
          services.learnerCourses.forget(personId);
          return { message: COURSE_REVOKED, details: { payment_id: taken[0]?.payment_id ?? null } };
        },
      );
    },

    async cancel(admin: AuthUser, subscriptionId: number, body: Why & { at_period_end: boolean }) {
      const owned = await managedSubscription(subscriptionId);
      const target = `subscription:${subscriptionId}`;
      return runAdminAction(
        services,
        request(admin, body, "subscription.cancel", target, owned.user_id),
        async () => {
          const done = await cancelSubscription(services, owned, body.at_period_end);
          return { message: done.message, details: { at_period_end: body.at_period_end } };
        },
      );
    },

    async reactivate(admin: AuthUser, subscriptionId: number, body: Why) {
      const owned = await managedSubscription(subscriptionId);
      const target = `subscription:${subscriptionId}`;
      return runAdminAction(
        services,
        request(admin, body, "subscription.reactivate", target, owned.user_id),
        async () => ({ message: (await reactivateSubscription(services, owned)).message }),
      );
    },

    async extend(admin: AuthUser, subscriptionId: number, body: Why & { days: number }) {
      const owned = await managedSubscription(subscriptionId);
      if (ENDED_STATUSES.has(owned.status)) throw conflict(EXTEND_NOT_POSSIBLE);
      const target = `subscription:${subscriptionId}`;
      return runAdminAction(
        services,
        request(admin, body, "subscription.extend", target, owned.user_id),
        async () => {
          const id = owned.provider_subscription_id;
          await withProviderErrors(EXTEND_NOT_POSSIBLE, () => addFreeDays(services, id, body.days));
          const row = await store(services, id);
          return {
            message: subscriptionExtended(body.days),
            details: { days: body.days, period_end: row.current_period_end.toISOString() },
          };
        },
      );
    },

    async resyncRole(admin: AuthUser, personId: number, body: Why) {
      const found = await person(personId);
      if (found.discord_user_id === null) throw conflict(NO_DISCORD_LINK);
      return runAdminAction(
        services,
        request(admin, body, "discord.resync", `user:${personId}`, personId),
        async () => {
          // Roles follow the memberships' current state: re-judged now, what was recorded as
          // done sent to Discord again, then the queue runs.
          await services.discord.refresh(personId);
          const again = await requeueLatest(db, personId, services.clock());
          await services.discord.runNow();
          return {
            message: ROLE_RESYNCED,
            details: { queued: again.map((row) => `${row.action} ${row.tier}`) },
          };
        },
      );
    },

    async resendMail(
      admin: AuthUser,
      personId: number,
      body: Why & { kind: "welcome" | "discord_invite" },
      log: Parameters<typeof resendInvite>[0]["log"],
    ) {
      const found = await person(personId);
      return runAdminAction(
        services,
        request(admin, body, `mail.${body.kind}`, `user:${personId}`, personId),
        async () => {
          if (body.kind === "welcome") {
            await services.mailer.send(
              welcomeMail(found.email, found.full_name, services.config.publicUrl),
            );
            return { message: WELCOME_SENT };
          }
          const context = { db, discord: services.discord, mailer: services.mailer };
          const invite = await resendInvite(
            { ...context, clock: services.clock, log, limiter: inviteLimiter },
            personId,
          );
          return { message: INVITE_SENT, details: { expires_at: invite.expires_at } };
        },
      );
    },

    async endSessions(admin: AuthUser, personId: number, body: Why) {
      await person(personId);
      return runAdminAction(
        services,
        request(admin, body, "sessions.end", `user:${personId}`, personId),
        async () => {
          // As a password reset does: every access token before now is refused, and every
          // refresh family ends, so no device can sign itself back in.
          await db
            .updateTable("users")
            .set((eb) => ({
              session_version: eb("session_version", "+", 1),
              updated_at: services.clock(),
            }))
            .where("id", "=", personId)
            .execute();
          services.sessions.clear();
          await services.refreshTokens.revokeAllForUser(personId);
          return { message: SESSIONS_ENDED };
        },
      );
    },
  };
}
