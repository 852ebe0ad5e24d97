import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createPurchaseLimits, type PurchaseLimits } from "./abuse/purchase-limits.ts";
import { createAccessTokenIssuer, type AccessTokenIssuer } from "./auth/access-tokens.ts";
import type { Clock } from "./auth/clock.ts";
import { createDatabaseRateLimitStore } from "./auth/database-rate-limit-store.ts";
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  LOGIN_ACCOUNT_RULE,
  LOGIN_IP_RULE,
  LOGIN_PAIR_PAST_CEILING_RULE,
  LOGIN_PAIR_RULE,
  RESET_MAIL_RULE,
  type RateLimiter,
  type RateLimitRule,
} from "./auth/rate-limit.ts";
import { createRefreshTokenStore, type RefreshTokenStore } from "./auth/refresh-tokens.ts";
import { createResetTokenStore, type ResetTokenStore } from "./auth/reset-tokens.ts";
import { createSessionCache, type SessionCache } from "./auth/session-cache.ts";
import {
  createLearnerCourseCache,
  type LearnerCourseCache,
} from "./learning/learner-course-cache.ts";
import { createBackgroundTasks, type BackgroundTasks } from "./background.ts";
import { createCalculatorAccess, type CalculatorAccess } from "./calculator/calculator-access.ts";
import { createSavedDeals, type SavedDeals } from "./calculator/saved-deals.ts";
import { createCatalogue, type Catalogue } from "./catalogue/catalogue.ts";
import type { Config } from "./config.ts";
import { createChangeFeed, type ChangeFeed } from "./db/change-feed.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import type { Database } from "./db/schema.ts";
import { createDiscordAccess, type DiscordAccess } from "./discord/discord-access.ts";
import { createDiscordClient } from "./discord/discord-clients.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createUrlSigner, type UrlSigner } from "./media/signed-urls.ts";
import type { Payments } from "./payments/gateway.ts";
import { createMediaStorage } from "./storage/create-media-storage.ts";
import { createFileStore, type FileStore } from "./storage/file-store.ts";
import { shareCaches } from "./shared-caches.ts";
import { createLifecycle, type Lifecycle } from "./lifecycle.ts";
import type { MediaStorage } from "./storage/media-storage.ts";

/** Registrations and form posts: 20 per client IP per 15 minutes. */
export const SIGNUP_IP_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };
export const FORM_IP_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };
/** Hand-over codes one client IP may try, as many as its logins (LOGIN_IP_RULE); issue #49. */
export const HANDOVER_IP_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };

export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  clock: Clock;
  accessTokens: AccessTokenIssuer;
  refreshTokens: RefreshTokenStore;
  /** Learners' checked access tokens, cleared whenever a session ends in this process. */
  sessions: SessionCache;
  learnerCourses: LearnerCourseCache;
  resetTokens: ResetTokenStore;
  mailer: Mailer;
  catalogue: Catalogue;
  /** Public uploads (profile pictures), in the media storage, served as they are. */
  files: FileStore;
  /** Lesson media (videos, slide decks) on disk or S3, reached only through signed URLs. */
  media: MediaStorage;
  signer: UrlSigner;
  /** Stripe, or the offline stand-in (payments/gateway.ts). */
  payments: Payments;
  background: BackgroundTasks;
  /** The calculator subscription's one access decision (admins always have access). */
  calculatorAccess: CalculatorAccess;
  savedDeals: SavedDeals;
  /** Discord role delivery for paying members (discord/README.md). */
  discord: DiscordAccess;
  /** Cache invalidations shared with every instance on the database (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  /** Starting, running or stopping: what GET /ready reports beside its checks. */
  lifecycle: Lifecycle;
  limits: {
    /** The account's ceiling over every client (auth/rate-limit.ts). */
    loginAccount: RateLimiter;
    /** One account from one client IP, and the same past the account's ceiling. */
    loginPair: RateLimiter;
    loginPairPastCeiling: RateLimiter;
    loginIp: RateLimiter;
    resetMail: RateLimiter;
    signupIp: RateLimiter;
    formIp: RateLimiter;
    /** Redeeming hand-over codes (auth/session-handovers.ts). */
    handoverIp: RateLimiter;
    /** Purchase routes and declined payments (card testing), abuse/purchase-limits.ts. */
    purchase: PurchaseLimits;
  };
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  clock: Clock,
  payments: Payments,
): Services {
  const db = database.db;
  const signer = createUrlSigner(config.jwtSecret, clock);
  const media = createMediaStorage(config, signer, clock);
  const limitStore =
    config.rateLimitStore === "database"
      ? createDatabaseRateLimitStore(db)
      : createMemoryRateLimitStore();
  const limiter = (rule: RateLimitRule, name: string) =>
    createRateLimiter(rule, limitStore, clock, name);
  const background = createBackgroundTasks(log);
  const calculatorAccess = createCalculatorAccess(db, clock);
  const changes = createChangeFeed(db, database.notifications, log);
  const { sessions, learnerCourses, catalogue } = shareCaches(changes, {
    sessions: createSessionCache(() => clock().getTime()),
    learnerCourses: createLearnerCourseCache(() => clock().getTime()),
    catalogue: createCatalogue(db),
  });
  return {
    config,
    database,
    db,
    clock,
    accessTokens: createAccessTokenIssuer(config.jwtSecret, config.accessTokenTtlSeconds),
    refreshTokens: createRefreshTokenStore(db, config.refreshTokenTtlDays, clock, () =>
      sessions.clear(),
    ),
    sessions,
    learnerCourses,
    resetTokens: createResetTokenStore(db, clock),
    mailer: createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: log as Logger,
    }),
    catalogue,
    media,
    files: createFileStore(media, path.join(config.dataDir, "uploads")),
    signer,
    payments,
    background,
    calculatorAccess,
    savedDeals: createSavedDeals(db, calculatorAccess, clock),
    discord: createDiscordAccess({
      db,
      client: createDiscordClient(config.discord, log),
      config: config.discord,
      clock,
      background,
      log,
    }),
    changes,
    lifecycle: createLifecycle(),
    limits: {
      loginAccount: limiter(LOGIN_ACCOUNT_RULE, "login-account"),
      loginPair: limiter(LOGIN_PAIR_RULE, "login-pair"),
      loginPairPastCeiling: limiter(LOGIN_PAIR_PAST_CEILING_RULE, "login-pair-ceiling"),
      loginIp: limiter(LOGIN_IP_RULE, "login-ip"),
      resetMail: limiter(RESET_MAIL_RULE, "reset-mail"),
      signupIp: limiter(SIGNUP_IP_RULE, "signup-ip"),
      formIp: limiter(FORM_IP_RULE, "form-ip"),
      handoverIp: limiter(HANDOVER_IP_RULE, "handover-ip"),
      purchase: createPurchaseLimits(limitStore, clock),
    },
  };
}
