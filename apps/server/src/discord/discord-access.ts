import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../auth/clock.ts";
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  type RateLimitRule,
} from "../auth/rate-limit.ts";
import type { BackgroundTasks } from "../background.ts";
import type { Database } from "../db/schema.ts";
import { tooManyRequests } from "../http/errors.ts";
import type { DiscordConfig } from "./discord-config.ts";
import type { DiscordClient } from "./discord-client.ts";
import { entitledTier, recheckAt, type MembershipState } from "./entitlement.ts";
import { linkDiscordAccount, unlinkDiscordAccount, type LinkResult } from "./linking.ts";
import { DISCORD_AUTHORIZE_URL, startConnect } from "./oauth.ts";
import { OAUTH_STAND_IN_PATH, type DiscordOAuthStandIn } from "./oauth-stand-in.ts";
import { planRoleActions, type DesiredRole } from "./role-actions.ts";
import { processDueRoleActions } from "./role-worker.ts";
import type { DiscordTier } from "./tables.ts";

/** An invite Discord made: its code and link, when it was made and when it expires. */
export interface MadeInvite {
  code: string;
  url: string;
  createdAt: Date;
  expiresAt: Date;
}

/** One-off invites last the longest Discord allows: 7 days. */
export const INVITE_MAX_AGE_SECONDS = 604_800;
/** Each link attempt costs a call to Discord's OAuth2 endpoint: 10 per member per 15 minutes. */
export const LINK_ATTEMPT_RULE: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** How often the background worker looks for due retries and ended periods. */
export const ROLE_WORKER_INTERVAL_MS = 15_000;

/**
 * Discord access for paying members. The payments code calls `onSubscriptionChanged` with a
 * subscription's CURRENT state whenever it may have changed (subscribe, each webhook, cancel,
 * reactivate, tier change); `createInvite` once after the first payment. Roles follow the
 * state, never the event, so replayed or out-of-order webhooks are harmless. See README.md.
 */
export interface DiscordAccess {
  readonly client: DiscordClient & { oauthStandIn?: DiscordOAuthStandIn };
  onSubscriptionChanged(state: MembershipState): Promise<void>;
  createInvite(userId: number): Promise<{ url: string; expiresAt: Date }>;
  /**
   * An invite made on Discord but not yet recorded: the welcome mail records it in the
   * transaction that records the mail (`recordInvite`), so a crash loses neither.
   */
  makeInvite(): Promise<MadeInvite>;
  recordInvite(trx: Kysely<Database>, userId: number, invite: MadeInvite): Promise<void>;
  /** The consent screen's address for a new round trip bound to the member (oauth.ts). */
  startConnect(userId: number): Promise<{ authorizeUrl: string }>;
  linkAccount(userId: number, code: string, state: string): Promise<LinkResult>;
  /** Disconnects the member's Discord account; its role is removed. False when none was. */
  unlinkAccount(userId: number): Promise<boolean>;
  /** Re-judges the member's roles now and runs the queue (after an admin's retry). */
  refresh(userId: number): Promise<void>;
  /**
   * Runs the queue soon on the background runner (after any run in progress): re-judges members
   * whose cancelled period ended, then runs due grants and removals. Answers how many ran.
   */
  runNow(): Promise<number>;
  /** Starts and stops the periodic run on the background runner. */
  start(): void;
  stop(): void;
}

export interface DiscordAccessOptions {
  db: Kysely<Database>;
  client: DiscordClient & { close?: () => void; oauthStandIn?: DiscordOAuthStandIn };
  config: DiscordConfig;
  clock: Clock;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

export function createDiscordAccess(options: DiscordAccessOptions): DiscordAccess {
  const { db, client, config, clock, background, log } = options;
  const roleOf = (tier: DiscordTier) => config.roles[tier];
  const linkAttempts = createRateLimiter(
    LINK_ATTEMPT_RULE,
    createMemoryRateLimitStore(),
    clock,
    "discord-link",
  );
  let timer: NodeJS.Timeout | undefined;
  /** The runs of this instance, one after another. */
  let chain: Promise<unknown> = Promise.resolve();
  /** A run queued but not started: it will see any newer state, so no second one is queued. */
  let queued: Promise<number> | undefined;

  /** Brings the queued role actions in line with the stored state, under the user's row lock. */
  async function reconcile(userId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select("discord_user_id")
        .where("id", "=", userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) return;
      const membership = await trx
        .selectFrom("discord_memberships")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const now = clock();
      const state: MembershipState | null = membership
        ? {
            userId,
            tier: membership.tier,
            status: membership.status,
            cancelAtPeriodEnd: membership.cancel_at_period_end,
            currentPeriodEnd: membership.current_period_end,
          }
        : null;
      const tier = state && entitledTier(state, now);
      const desired: DesiredRole | null =
        tier && user.discord_user_id
          ? { discordUserId: user.discord_user_id, roleId: roleOf(tier), tier }
          : null;
      await planRoleActions(trx, userId, desired, now);
      if (state) {
        await trx
          .updateTable("discord_memberships")
          .set({ recheck_at: recheckAt(state, now) })
          .where("user_id", "=", userId)
          .execute();
      }
    });
  }

  async function processDue(): Promise<number> {
    const due = await db
      .selectFrom("discord_memberships")
      .select("user_id")
      .where("recheck_at", "<=", clock())
      .execute();
    for (const { user_id } of due) await reconcile(user_id);
    return processDueRoleActions(db, client, clock, log);
  }

  /** One run at a time per instance, on the background runner (drained on close). */
  function runSoon(): Promise<number> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = undefined;
      return processDue();
    });
    queued = next;
    chain = next.catch(() => undefined);
    background.run("discord-role-actions", async () => {
      await next;
    });
    return next;
  }
  const kick = () => void runSoon();

  async function makeInvite(): Promise<MadeInvite> {
    const invite = await client.createInvite(INVITE_MAX_AGE_SECONDS);
    const createdAt = clock();
    const expiresAt = new Date(createdAt.getTime() + INVITE_MAX_AGE_SECONDS * 1000);
    return { ...invite, createdAt, expiresAt };
  }

  async function recordInvite(trx: Kysely<Database>, userId: number, invite: MadeInvite) {
    await trx
      .insertInto("discord_invites")
      .values({
        user_id: userId,
        code: invite.code,
        expires_at: invite.expiresAt,
        created_at: invite.createdAt,
      })
      .execute();
  }

  return {
    client,
    async onSubscriptionChanged(state) {
      const now = clock();
      await db
        .insertInto("discord_memberships")
        .values({
          user_id: state.userId,
          tier: state.tier,
          status: state.status,
          cancel_at_period_end: state.cancelAtPeriodEnd,
          current_period_end: state.currentPeriodEnd,
          recheck_at: recheckAt(state, now),
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet((eb) => ({
            tier: eb.ref("excluded.tier"),
            status: eb.ref("excluded.status"),
            cancel_at_period_end: eb.ref("excluded.cancel_at_period_end"),
            current_period_end: eb.ref("excluded.current_period_end"),
            recheck_at: eb.ref("excluded.recheck_at"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
      await reconcile(state.userId);
      kick();
    },
    async createInvite(userId) {
      const invite = await makeInvite();
      await recordInvite(db, userId, invite);
      return { url: invite.url, expiresAt: invite.expiresAt };
    },
    makeInvite,
    recordInvite,
    startConnect(userId) {
      // Offline the consent page is the stand-in's, on this server (a same-origin path).
      const consent = client.oauthStandIn
        ? `${OAUTH_STAND_IN_PATH}/oauth2/authorize`
        : DISCORD_AUTHORIZE_URL;
      return startConnect(db, config, consent, userId, clock());
    },
    async linkAccount(userId, code, state) {
      // Counted before the exchange, so parallel attempts cannot slip past the limit.
      const wait = await linkAttempts.consume(String(userId));
      if (wait > 0) throw tooManyRequests(wait);
      const context = { db, client, config, clock, log };
      const result = await linkDiscordAccount(context, userId, code, state);
      await reconcile(userId);
      kick();
      return result;
    },
    async unlinkAccount(userId) {
      const unlinked = await unlinkDiscordAccount(db, userId);
      await reconcile(userId);
      kick();
      return unlinked;
    },
    async refresh(userId) {
      await reconcile(userId);
      kick();
    },
    runNow: runSoon,
    start() {
      if (timer) return;
      timer = setInterval(kick, ROLE_WORKER_INTERVAL_MS);
      timer.unref();
      kick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      client.close?.();
    },
  };
}
