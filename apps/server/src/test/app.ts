import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Clock } from "../auth/clock.ts";
import { loadConfig, type Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { DEMO_ACCOUNTS } from "../seed/demo-accounts.ts";
import { createTestDatabase } from "./database.ts";
import { temporaryFolder } from "./temporary-folders.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Moves the app's clock (token expiry, grace windows, rate-limit windows). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A full app on a database of its own, with a steerable clock; one per test file. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: temporaryFolder("academy-test-"),
    PUBLIC_URL: "http://academy.test",
    ...overrides,
  });
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  const app = await buildApp({ config, database, logger: false, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One more instance on a database another test app or instance uses, as behind a load
 * balancer: its own DATA_DIR (as on its own machine), the JWT secret every instance shares.
 */
export async function createInstance(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: temporaryFolder("academy-instance-"),
    JWT_SECRET: "one secret every instance shares, 32+ bytes long",
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: false, clock });
  await app.ready();
  return app;
}

export type DemoRole = "learner" | "mentee" | "admin" | "discord";
const DEMO_INDEX: Record<DemoRole, number> = { learner: 0, mentee: 1, admin: 2, discord: 3 };

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS[DEMO_INDEX[role]];
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: number; email: string; is_admin: boolean };
}

/** Logs a demo account in through the API. */
export async function login(
  app: FastifyInstance,
  role: DemoRole,
  ip = "127.0.0.1",
): Promise<Session> {
  const account = demoAccount(role);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: account.email, password: account.password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${role}: ${response.statusCode} ${response.body}`);
  return response.json<Session>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
