import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, SERVER_ROOT } from "./config.ts";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("configuration from the environment", () => {
  it("has working development defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.join(SERVER_ROOT, ".data"),
      databaseUrl: undefined,
      accessTokenTtlSeconds: 600,
      seedDemoAccounts: true,
      seedDemoMedia: true,
      // Off by default, in development too: DEV_ROUTES=true turns them on (scripts/start.sh).
      devRoutes: false,
      jwtSecretGenerated: true,
      publicUrl: "http://127.0.0.1:3000",
    });
    expect(config.jwtSecret.byteLength).toBe(32);
  });

  it("resolves DATA_DIR and SITE_DIR relative to the server package", () => {
    const config = loadConfig({ DATA_DIR: "tmp/data", SITE_DIR: "../site/dist" });
    expect(config.dataDir).toBe(path.join(SERVER_ROOT, "tmp/data"));
    expect(config.siteDir).toBe(path.resolve(SERVER_ROOT, "../site/dist"));
  });

  it("reports every bad value at once, naming the variable", () => {
    expect(
      problems({
        PORT: "http",
        NODE_ENV: "staging",
        DATABASE_URL: "mysql://u:hunter2@db/x",
        ACCESS_TOKEN_TTL_SECONDS: "3600",
        LOG_LEVEL: "loud",
        SMTP_URL: "not a url",
        TRUST_PROXY: "maybe",
      }),
    ).toEqual([
      'NODE_ENV must be one of development, test, production (got "staging")',
      'PORT must be an integer from 0 to 65535 (got "http")',
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
      'ACCESS_TOKEN_TTL_SECONDS must be an integer from 30 to 600 (got "3600")',
      "SMTP_URL must be a smtp:// or smtps:// URL",
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'TRUST_PROXY must be true or false (got "maybe")',
    ]);
  });

  it("never echoes a secret in its messages", () => {
    const messages = problems({
      DATABASE_URL: "mysql://u:hunter2@db/x",
      JWT_SECRET: "hunter2",
    }).join("\n");
    expect(messages).not.toContain("hunter2");
    expect(messages).toContain("JWT_SECRET must be at least 32 bytes");
  });

  it("requires a JWT secret in production and turns development helpers off", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual([
      "JWT_SECRET is required in production (at least 32 bytes, shared by all instances)",
    ]);
    const config = loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) });
    expect(config).toMatchObject({
      seedDemoAccounts: false,
      seedDemoMedia: false,
      devRoutes: false,
      logLevel: "warn",
      jwtSecretGenerated: false,
    });
    expect(
      problems({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32), DEV_ROUTES: "true" }),
    ).toEqual([
      "DEV_ROUTES cannot be on in production without PAYMENTS_TEST_MODE (they list every e-mail sent)",
    ]);
  });

  it("turns the development routes on only when DEV_ROUTES=true, and names the old switch", () => {
    expect(loadConfig({ DEV_ROUTES: "true" }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).devRoutes).toBe(false);
    expect(problems({ DEV_OUTBOX: "true" })).toEqual([
      "DEV_OUTBOX is gone: DEV_ROUTES=true turns the development routes on",
    ]);
    // The production shape's demo (scripts/production-like.sh): on the offline stand-in only.
    const demo = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(32),
      PAYMENTS_TEST_MODE: "true",
      DEV_ROUTES: "true",
    });
    expect(demo.devRoutes).toBe(true);
  });
});
