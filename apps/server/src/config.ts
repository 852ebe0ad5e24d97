import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_QUIZ_ATTEMPT_RULES, type QuizAttemptRules } from "./learning/quiz-attempts.ts";
import { loadStorageConfig, type StorageConfig } from "./storage/config.ts";
import { readDiscordConfig, type DiscordConfig } from "./discord/discord-config.ts";
import { readCatalogueConfig, type CatalogueConfig } from "./catalogue/catalogue-config.ts";
import { readOpsConfig, type OpsConfig } from "./ops/ops-config.ts";
import { parseFrameAncestors } from "./http/embed-frame.ts";

/** The server package's own folder: relative paths (DATA_DIR, SITE_DIR) resolve from here. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type NodeEnv = "development" | "test" | "production";
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Built site to serve next to the API (single-URL mode); undefined serves the API only. */
  siteDir: string | undefined;
  /** Folder for the embedded database and uploaded files. */
  dataDir: string;
  /** A real PostgreSQL server; undefined means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** HS256 key for access tokens. Never logged. */
  jwtSecret: Uint8Array;
  /** True when JWT_SECRET was not set and a random per-process key is used (development only). */
  jwtSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Origin used to build links in e-mails (the reset-password link). */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  /** Demo accounts with well-known passwords: on by default except in production. */
  seedDemoAccounts: boolean;
  /** Demo lesson media (generated clips and slide decks): on by default except in production. */
  seedDemoMedia: boolean;
  /**
   * The development routes (`/api/dev/*`: mail outbox, form submissions, payments, calculator
   * access) and `POST /enroll/test`: only when DEV_ROUTES=true, never by default, never with
   * CORS. In production only beside PAYMENTS_TEST_MODE (a demo on the offline stand-in).
   */
  devRoutes: boolean;
  /** Honour X-Forwarded-For (behind a load balancer) for client IPs, rate limits included. */
  trustProxy: boolean;
  /** Where rate-limit counters live: this process, or the database (shared by instances). */
  rateLimitStore: RateLimitStoreKind;
  /** Quiz attempts: how many a day, how far apart, and when a failed one shows the key. */
  quizAttempts: QuizAttemptRules;
  payments: PaymentsConfig;
  /** Lesson media: local disk (default) or S3 (storage/config.ts). */
  storage: StorageConfig;
  /** Discord role delivery: the bot, guild, roles and OAuth2 application (discord/). */
  discord: DiscordConfig;
  catalogue: CatalogueConfig;
  /** Metrics and shutdown (ops/ops-config.ts). */
  ops: OpsConfig;
  /** EMBED_FRAME_ANCESTORS: who may frame the embed frame pages (http/embed-frame.ts). */
  embedFrameAncestors: string[];
}

export type CalculatorSales = "open" | "admin_only" | "closed";

export interface PaymentsConfig {
  /** Real Stripe keys; undefined means the offline stand-in (a local Stripe-compatible API). */
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string }
    | undefined;
  /** The visible test-mode notice and POST /enroll/test. */
  testMode: boolean;
  /** Which products are on sale. */
  sales: { courses: boolean; calculator: CalculatorSales; discord: boolean };
}

export type RateLimitStoreKind = "memory" | "database";
const RATE_LIMIT_STORES: readonly RateLimitStoreKind[] = ["memory", "database"];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Access tokens live ten minutes at most (issue 4). */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 600;
const LOG_LEVELS = "fatal error warn info debug trace silent".split(" ") as readonly LogLevel[];
const NODE_ENVS: readonly NodeEnv[] = ["development", "test", "production"];

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration from environment variables only. Every bad value is
 * reported at once, each with a message naming the variable and what it accepts.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === "" ? undefined : raw.trim();
  };

  const nodeEnvRaw = value("NODE_ENV") ?? "development";
  let nodeEnv: NodeEnv = "development";
  if ((NODE_ENVS as readonly string[]).includes(nodeEnvRaw)) nodeEnv = nodeEnvRaw as NodeEnv;
  else problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(", ")} (got "${nodeEnvRaw}")`);
  const production = nodeEnv === "production";

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return parsed;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    if (["0", "false", "no", "off"].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error("protocol");
      return raw;
    } catch {
      // The value may carry a password: name the variable, never echo it.
      problems.push(`${name} must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL`);
      return undefined;
    }
  };

  const port = integer("PORT", 3000, 0, 65535);
  const host = value("HOST") ?? "127.0.0.1";
  const siteDirRaw = value("SITE_DIR");
  const siteDir = siteDirRaw === undefined ? undefined : path.resolve(SERVER_ROOT, siteDirRaw);
  const dataDir = path.resolve(SERVER_ROOT, value("DATA_DIR") ?? ".data");
  const databaseUrl = url("DATABASE_URL", ["postgres:", "postgresql:"]);

  const secretRaw = value("JWT_SECRET");
  let jwtSecret: Uint8Array;
  let jwtSecretGenerated = false;
  if (secretRaw !== undefined) {
    if (Buffer.byteLength(secretRaw) < 32) {
      problems.push("JWT_SECRET must be at least 32 bytes long (use e.g. `openssl rand -hex 32`)");
    }
    jwtSecret = new TextEncoder().encode(secretRaw);
  } else {
    if (production) {
      problems.push(
        "JWT_SECRET is required in production (at least 32 bytes, shared by all instances)",
      );
    }
    // A random per-process key: tokens die with the process, which is fine on one dev machine.
    jwtSecret = randomBytes(32);
    jwtSecretGenerated = true;
  }

  const accessTokenTtlSeconds = integer(
    "ACCESS_TOKEN_TTL_SECONDS",
    600,
    30,
    MAX_ACCESS_TOKEN_TTL_SECONDS,
  );
  const refreshTokenTtlDays = integer("REFRESH_TOKEN_TTL_DAYS", 30, 1, 365);
  const publicUrl = (url("PUBLIC_URL", ["http:", "https:"]) ?? `http://${host}:${port}`).replace(
    /\/+$/,
    "",
  );
  const smtpUrl = url("SMTP_URL", ["smtp:", "smtps:"]);
  const mailFrom = value("MAIL_FROM") ?? "Academy <no-reply@academy.local>";

  const logLevelRaw =
    value("LOG_LEVEL") ?? (production ? "warn" : nodeEnv === "test" ? "silent" : "info");
  let logLevel: LogLevel = "info";
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevelRaw}")`);

  const seedDemoAccounts = boolean("SEED_DEMO_ACCOUNTS", !production);
  const seedDemoMedia = boolean("SEED_DEMO_MEDIA", !production);
  // Off unless asked for, in every mode: they hand out temporary passwords, reset links and
  // free access, and "only callers on this machine" lets in anyone behind a proxy on it.
  const devRoutes = boolean("DEV_ROUTES", false);
  if (value("DEV_OUTBOX") !== undefined)
    problems.push("DEV_OUTBOX is gone: DEV_ROUTES=true turns the development routes on");
  const trustProxy = boolean("TRUST_PROXY", false);
  const rateLimitStoreRaw = value("RATE_LIMIT_STORE")?.toLowerCase() ?? "memory";
  let rateLimitStore: RateLimitStoreKind = "memory";
  if ((RATE_LIMIT_STORES as readonly string[]).includes(rateLimitStoreRaw))
    rateLimitStore = rateLimitStoreRaw as RateLimitStoreKind;
  else
    problems.push(
      `RATE_LIMIT_STORE must be one of ${RATE_LIMIT_STORES.join(", ")} (got "${rateLimitStoreRaw}")`,
    );

  const quizAttempts: QuizAttemptRules = {
    attemptsPerDay: integer(
      "QUIZ_ATTEMPTS_PER_DAY",
      DEFAULT_QUIZ_ATTEMPT_RULES.attemptsPerDay,
      1,
      1000,
    ),
    retryAfterSeconds: integer(
      "QUIZ_RETRY_AFTER_SECONDS",
      DEFAULT_QUIZ_ATTEMPT_RULES.retryAfterSeconds,
      0,
      86_400,
    ),
    revealAfterAttempts: integer(
      "QUIZ_REVEAL_AFTER_ATTEMPTS",
      DEFAULT_QUIZ_ATTEMPT_RULES.revealAfterAttempts,
      0,
      1000,
    ),
  };

  const stripeNames = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"];
  const [secretKey, publishableKey, webhookSecret] = stripeNames.map(value);
  // STRIPE_API_URL: another Stripe-compatible API, such as the stand-in run as a service.
  const apiUrl = url("STRIPE_API_URL", ["http:", "https:"]);
  const stripe =
    secretKey && publishableKey && webhookSecret
      ? { secretKey, publishableKey, webhookSecret, apiUrl }
      : undefined;
  if (!stripe && (secretKey || publishableKey || webhookSecret))
    problems.push(`${stripeNames.join(", ")} must be set together (or none: the offline stand-in)`);
  // Sales are open by default only where nobody can lose money: outside production.
  const testMode = boolean("PAYMENTS_TEST_MODE", !production);
  const calculatorRaw = value("SALES_CALCULATOR") ?? (production ? "closed" : "open");
  let calculator: CalculatorSales = "closed";
  if (["open", "admin_only", "closed"].includes(calculatorRaw))
    calculator = calculatorRaw as CalculatorSales;
  else
    problems.push(`SALES_CALCULATOR must be open, admin_only or closed (got "${calculatorRaw}")`);
  const sales = {
    courses: boolean("SALES_COURSES", !production),
    calculator,
    discord: boolean("SALES_DISCORD", !production),
  };
  const anyOnSale = sales.courses || sales.discord || calculator !== "closed";
  if (production && !stripe && anyOnSale && !testMode)
    problems.push(
      "Sales need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET in production (or PAYMENTS_TEST_MODE=true for a demo on the offline stand-in)",
    );
  if (stripe?.secretKey.startsWith("sk_live_") && testMode)
    problems.push("PAYMENTS_TEST_MODE cannot be on with a live Stripe key (sk_live_…)");
  if (production && devRoutes && !testMode)
    problems.push(
      "DEV_ROUTES cannot be on in production without PAYMENTS_TEST_MODE (they list every e-mail sent)",
    );
  const storage = loadStorageConfig(value, problems);
  const discord = readDiscordConfig(value, publicUrl, problems);
  const ops = readOpsConfig(value, problems);
  const catalogue = readCatalogueConfig(value, problems);
  const embedFrameAncestors = parseFrameAncestors(value("EMBED_FRAME_ANCESTORS"), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    host,
    siteDir,
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtSecretGenerated,
    accessTokenTtlSeconds,
    refreshTokenTtlDays,
    publicUrl,
    smtpUrl,
    mailFrom,
    logLevel,
    seedDemoAccounts,
    seedDemoMedia,
    devRoutes,
    trustProxy,
    rateLimitStore,
    quizAttempts,
    payments: { stripe, testMode, sales },
    storage,
    discord,
    catalogue,
    ops,
    embedFrameAncestors,
  };
}
