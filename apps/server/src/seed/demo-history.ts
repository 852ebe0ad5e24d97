import type { FastifyInstance } from "fastify";
import type { Standin } from "../stripe-standin/standin.ts";
import { findUserByEmail } from "../users/users.ts";
import { DEMO_ACCOUNTS, type DemoAccount } from "./demo-accounts.ts";
import { demoHistoryConfigured } from "./demo-history-config.ts";
import { demoBuyer, type DemoBuyer } from "./demo-buyer.ts";
import { linkDemoDiscordAccount } from "./demo-discord.ts";

const DAY_SECONDS = 86_400;

/**
 * When each purchase happened, in days before the start: the course first, then the monthly
 * subscriptions, each long enough ago to have renewed a few times by today (three invoices).
 */
export const DEMO_HISTORY_DAYS_AGO = { course: 100, calculator: 88, discord: 75 } as const;

type Purchase = keyof typeof DEMO_HISTORY_DAYS_AGO;

interface Step {
  daysAgo: number;
  account: DemoAccount;
  purchase: Purchase;
  run: (buyer: DemoBuyer) => Promise<void>;
}

/**
 * The demo accounts' payment history, made through the payments stand-in as buyers make it
 * (demo-buyer.ts): the stand-in's clock is turned back to the first purchase, each purchase is
 * made on its day, and the clock is moved forward to today in steps, so the subscriptions renew
 * on the stand-in's own billing run with the webhook recording every invoice. Only what an
 * account does not hold yet is bought, so a second start adds nothing. Callers run it on the
 * stand-in only: a start never buys anything from a real Stripe account.
 */
export async function seedDemoHistory(app: FastifyInstance, standin: Standin): Promise<number> {
  const steps = (await missingSteps(app)).sort((a, b) => b.daysAgo - a.daysAgo);
  const first = steps[0];
  if (!first) return 0;
  let daysAgo = first.daysAgo;
  const buyers = new Map<string, DemoBuyer>();
  await standin.advanceClock(-daysAgo * DAY_SECONDS);
  try {
    for (const step of steps) {
      if (step.daysAgo < daysAgo) {
        await advanceThroughRenewals(app, standin, (daysAgo - step.daysAgo) * DAY_SECONDS);
        daysAgo = step.daysAgo;
      }
      // One sign-in per account, as a person buying twice in one visit.
      let buyer = buyers.get(step.account.email);
      if (!buyer) buyers.set(step.account.email, (buyer = await demoBuyer(app, step.account)));
      await step.run(buyer);
      await settle(app, standin);
    }
  } finally {
    // Back to today whatever happened: the renewals that fell due in between run on the way.
    await advanceThroughRenewals(app, standin, daysAgo * DAY_SECONDS);
  }
  return steps.length;
}

/**
 * Moves the stand-in's clock forward by `seconds`, stopping just past each renewal on the way,
 * so every renewal is billed (and dated) on its own day, as Stripe bills at the period's end,
 * not all at once on the day the clock arrives.
 */
async function advanceThroughRenewals(
  app: FastifyInstance,
  standin: Standin,
  seconds: number,
): Promise<void> {
  const target = standin.now() + seconds;
  for (;;) {
    const next = await nextPeriodEnd(app, standin.now(), target);
    if (next === undefined) break;
    await standin.advanceClock(next - standin.now() + 1);
    await settle(app, standin);
  }
  await standin.advanceClock(Math.max(0, target - standin.now()));
  await settle(app, standin);
}

/** The first subscription period to end after `from` and by `until` (unix seconds). */
async function nextPeriodEnd(app: FastifyInstance, from: number, until: number) {
  const row = await app.services.db
    .selectFrom("subscriptions")
    .select((eb) => eb.fn.min("current_period_end").as("end"))
    .where("current_period_end", ">", new Date(from * 1000))
    .where("current_period_end", "<=", new Date(until * 1000))
    .executeTakeFirst();
  return row?.end ? Math.floor(new Date(row.end).getTime() / 1000) : undefined;
}

async function settle(app: FastifyInstance, standin: Standin): Promise<void> {
  await standin.settle();
  await app.services.background.drain();
}

/** Every demo purchase the account does not hold yet (by what it bought, not by a marker). */
async function missingSteps(app: FastifyInstance): Promise<Step[]> {
  const { db } = app.services;
  const steps: Step[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (!user) continue;
    const enrolled = await db
      .selectFrom("enrollments")
      .select("course_id")
      .where("user_id", "=", user.id)
      .execute();
    const subscribed = await db
      .selectFrom("subscriptions")
      .select("product")
      .where("user_id", "=", user.id)
      .execute();
    const holds = (product: string) => subscribed.some((row) => row.product === product);
    for (const courseId of account.courseIds)
      if (!enrolled.some((row) => row.course_id === courseId))
        steps.push(step(account, "course", (buyer) => buyer.buyCourse(courseId)));
    if (account.calculator && !holds("calculator"))
      steps.push(step(account, "calculator", (buyer) => buyer.subscribeCalculator()));
    if (account.discordPro && !holds("discord"))
      steps.push(
        step(account, "discord", async (buyer) => {
          await buyer.joinDiscordPro();
          await linkDemoDiscordAccount(db, user.id);
        }),
      );
  }
  return steps;
}

const step = (account: DemoAccount, purchase: Purchase, run: Step["run"]): Step => ({
  daysAgo: DEMO_HISTORY_DAYS_AGO[purchase],
  account,
  purchase,
  run,
});

/**
 * The history at start, after the app is ready (its routes, webhook and the stand-in's delivery
 * in place) and before it listens, so no buyer pays while the stand-in's clock is turned back.
 * Only when configured (demo-history-config.ts) and on the stand-in. Timed in the log; a
 * history that cannot be made leaves the demo without it but still starts.
 */
export async function seedDemoHistoryAtStart(app: FastifyInstance): Promise<void> {
  const { config, payments } = app.services;
  if (!demoHistoryConfigured(config) || !payments.standin) return;
  const started = performance.now();
  try {
    const purchases = await seedDemoHistory(app, payments.standin);
    if (purchases > 0)
      app.log.info(
        { purchases, ms: Math.round(performance.now() - started) },
        "demo payment history made through the stand-in",
      );
  } catch (error) {
    app.log.error({ err: error }, "demo payment history could not be made");
  }
}
