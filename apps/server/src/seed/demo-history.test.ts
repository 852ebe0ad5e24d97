import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { bearer, login, type DemoRole } from "../test/app.ts";
import { createTestDatabase } from "../test/database.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";
import { demoHistoryConfigured } from "./demo-history-config.ts";
import { DEMO_HISTORY_DAYS_AGO, seedDemoHistoryAtStart } from "./demo-history.ts";
import { seed } from "./seed.ts";

const DAY_MS = 86_400_000;

interface Payment {
  date: string;
  description: string;
  amount_cents: number;
  status: string;
  receipt_pdf: boolean;
}

const configOf = (overrides: Record<string, string> = {}) =>
  loadConfig({
    // As `scripts/start.sh` starts it: test runs start without the history.
    NODE_ENV: "development",
    DATA_DIR: temporaryFolder("academy-demo-history-"),
    PUBLIC_URL: "http://academy.test",
    ...overrides,
  });

/** A start as `main.ts` makes it: the accounts seeded, the app made ready, the history. */
async function start(database: DatabaseHandle, config: Config): Promise<FastifyInstance> {
  await seed(database.db, {
    demoAccounts: true,
    demoMedia: false,
    demoHistory: demoHistoryConfigured(config),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await seedDemoHistoryAtStart(app);
  return app;
}

async function paymentsOf(app: FastifyInstance, role: DemoRole): Promise<Payment[]> {
  const { access_token } = await login(app, role);
  const response = await app.inject({
    method: "GET",
    url: "/api/account/payments",
    headers: bearer(access_token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Payment[]>();
}

async function counts(database: DatabaseHandle) {
  const count = async (table: "payments" | "subscriptions" | "stripe_standin_objects") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    payments: await count("payments"),
    subscriptions: await count("subscriptions"),
    providerObjects: await count("stripe_standin_objects"),
  };
}

const daysAgo = (iso: string) => (Date.now() - Date.parse(iso)) / DAY_MS;

/** A subscription's invoices: the first on the day it started, each renewal a month later. */
function expectMonthly(invoices: Payment[], startedDaysAgo: number) {
  const ages = invoices.map((invoice) => daysAgo(invoice.date)).sort((a, b) => b - a);
  expect(ages[0]).toBeCloseTo(startedDaysAgo, 0);
  for (const [i, age] of ages.slice(1).entries()) {
    const gap = (ages[i] ?? 0) - age;
    expect(gap).toBeGreaterThanOrEqual(28);
    expect(gap).toBeLessThanOrEqual(31.1);
  }
}

describe("the demo accounts' payment history, made through the stand-in", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const config = configOf();
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = await start(database, config);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("gives the learner a paid course with its receipt and a calculator subscription that renewed", async () => {
    const payments = await paymentsOf(app, "learner");
    const course = payments.filter((p) => p.description === "General Contractor Licensing Course");
    expect(course).toHaveLength(1);
    expect(course[0]).toMatchObject({ status: "paid", receipt_pdf: true });
    expect(daysAgo(course[0]?.date ?? "")).toBeCloseTo(DEMO_HISTORY_DAYS_AGO.course, 0);
    const calculator = payments.filter((p) => p !== course[0]);
    expect(calculator.length).toBeGreaterThanOrEqual(3);
    for (const invoice of calculator)
      expect(invoice).toMatchObject({ status: "paid", amount_cents: 900, receipt_pdf: true });
    expectMonthly(calculator, DEMO_HISTORY_DAYS_AGO.calculator);
    const { access_token } = await login(app, "learner");
    const access = await app.inject({
      method: "GET",
      url: "/api/calculator/access",
      headers: bearer(access_token),
    });
    expect(access.json()).toMatchObject({ hasAccess: true });
    const enrolled = await database.db
      .selectFrom("enrollments")
      .innerJoin("users", "users.id", "enrollments.user_id")
      .select("enrollments.course_id")
      .where("users.email", "=", "learner@example.com")
      .execute();
    expect(enrolled).toEqual([{ course_id: 2 }]);
  });

  it("gives the Discord member a Pro membership billed monthly since it joined, linked to Discord", async () => {
    const payments = await paymentsOf(app, "discord");
    expect(payments.length).toBeGreaterThanOrEqual(3);
    for (const invoice of payments)
      expect(invoice).toMatchObject({ status: "paid", amount_cents: 19_700, receipt_pdf: true });
    expectMonthly(payments, DEMO_HISTORY_DAYS_AGO.discord);
    const member = await database.db
      .selectFrom("users")
      .innerJoin("discord_memberships", "discord_memberships.user_id", "users.id")
      .select(["users.discord_username", "discord_memberships.status", "current_period_end"])
      .where("users.email", "=", "discord@example.com")
      .executeTakeFirstOrThrow();
    expect(member.discord_username).not.toBeNull();
    expect(member.status).toBe("active");
    expect(member.current_period_end.getTime()).toBeGreaterThan(Date.now());
  });

  it("leaves the stand-in's clock at today", () => {
    expect(Math.abs((app.services.payments.standin?.now() ?? 0) * 1000 - Date.now())).toBeLessThan(
      60_000,
    );
  });

  it("adds nothing on a second start", async () => {
    const before = await counts(database);
    expect(before.payments).toBeGreaterThan(0);
    await app.close();
    app = await start(database, config);
    expect(await counts(database)).toEqual(before);
  });
});

describe("with real Stripe keys", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const config = configOf({
    STRIPE_SECRET_KEY: "sk_test_unused",
    STRIPE_PUBLISHABLE_KEY: "pk_test_unused",
    STRIPE_WEBHOOK_SECRET: "whsec_unused",
  });
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = await start(database, config);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("buys nothing at start and seeds the accounts' courses directly", async () => {
    expect(demoHistoryConfigured(config)).toBe(false);
    expect(demoHistoryConfigured(configOf())).toBe(true);
    expect(demoHistoryConfigured(configOf({ NODE_ENV: "test" }))).toBe(false);
    expect(await counts(database)).toMatchObject({ payments: 0, providerObjects: 0 });
    const enrolled = await database.db
      .selectFrom("enrollments")
      .innerJoin("users", "users.id", "enrollments.user_id")
      .select("enrollments.course_id")
      .where("users.email", "=", "learner@example.com")
      .execute();
    expect(enrolled).toEqual([{ course_id: 2 }]);
  });
});
