import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIAL_CARDS } from "../test/trials.ts";
import {
  seededDataStore,
  startServerProcess,
  type ServerDataStore,
  type ServerProcess,
} from "../test/server-process.ts";
import { STANDIN_BROWSER_PATH } from "../stripe-standin/paths.ts";
import { intentIdOf, publishableKey, serverCall } from "../test/server-calls.ts";

/**
 * kill -9 of the real server with free trials on (issue 48): during a burst of trial starts,
 * and again just after the stand-in's clock passed the reminder time. After each restart every
 * trial whose card was saved gets exactly one reminder and, at the trial's end, exactly one
 * charge; a trial whose card was not saved gets neither. On PGlite by default and on PostgreSQL
 * under scripts/with-postgres.sh.
 */
const BUYERS = 6;
const DAY = 86_400;
const SETTLE_WITHIN_MS = 30_000;

interface Trial {
  email: string;
  /** A card of its own: a card has one free trial (trial-card.ts). */
  card: string;
  clientSecret?: string;
}

let store: ServerDataStore;
let server: ServerProcess | undefined;

/** The page's flow: start the trial, save the card with the stand-in, subscribe. */
async function startTrial(running: ServerProcess, key: string, trial: Trial, onSaved: () => void) {
  const created = await serverCall<{ client_secret: string }>(
    running,
    "POST",
    "/api/calculator/create-subscription-intent",
    {
      email: trial.email,
      name: "Crash Trial",
      billing_cycle: "monthly",
      amount: 900,
      test_mode: false,
      attempt_id: `attempt-${trial.email.split("@")[0] ?? ""}`.replace(/\./g, "-"),
      trial: true,
    },
  );
  if (created.status !== 200) throw new Error(`start answered ${created.status}`);
  trial.clientSecret = created.body.client_secret;
  const form = new URLSearchParams({
    client_secret: trial.clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": trial.card,
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "34",
    "payment_method_data[card][cvc]": "123",
  });
  const saved = await serverCall<{ status: string }>(
    running,
    "POST",
    `${STANDIN_BROWSER_PATH}/v1/setup_intents/${intentIdOf(trial.clientSecret)}/confirm`,
    form.toString(),
    { authorization: `Bearer ${key}` },
  );
  if (saved.body.status === "succeeded") onSaved();
  await serverCall(running, "POST", "/api/calculator/subscribe", {
    email: trial.email,
    full_name: "Crash Trial",
    billing_cycle: "monthly",
    payment_intent_id: intentIdOf(trial.clientSecret),
    client_secret: trial.clientSecret,
    test_mode: false,
  });
}

/** The provider's word on the card's set-up, asked as the page would. */
async function cardSaved(running: ServerProcess, key: string, trial: Trial): Promise<boolean> {
  if (!trial.clientSecret) return false;
  const setup = await serverCall<{ status: string }>(
    running,
    "GET",
    `${STANDIN_BROWSER_PATH}/v1/setup_intents/${intentIdOf(trial.clientSecret)}?client_secret=${encodeURIComponent(trial.clientSecret)}`,
    undefined,
    { authorization: `Bearer ${key}` },
  );
  return setup.body.status === "succeeded";
}

async function subjects(running: ServerProcess, email: string): Promise<string[]> {
  const mails = await serverCall<{ messages: { subject: string }[] }>(
    running,
    "GET",
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  return mails.body.messages.map((mail) => mail.subject);
}

type Tally = Awaited<ReturnType<typeof tally>>;

/** Per trial: reminders and receipts mailed, and whether its card was saved. */
async function tally(running: ServerProcess, trials: Trial[]) {
  const key = await publishableKey(running);
  return Promise.all(
    trials.map(async (trial) => {
      const sent = await subjects(running, trial.email);
      return {
        saved: await cardSaved(running, key, trial),
        reminders: sent.filter((subject) => subject.startsWith("Your free trial of")).length,
        receipts: sent.filter((subject) => subject.startsWith("Your receipt")).length,
      };
    }),
  );
}

const advanceClock = (running: ServerProcess, seconds: number) =>
  serverCall(running, "POST", "/api/dev/payments/clock", { seconds });

beforeAll(async () => {
  store = await seededDataStore("academy-trial-crash-", {
    DEV_ROUTES: "true",
    CALCULATOR_TRIAL_DAYS: "7",
  });
});

afterAll(async () => {
  await server?.crash();
  await store.drop();
});

describe("kill -9 with free trials", () => {
  it(
    "mails one reminder and charges once per trial whose card was saved, and nothing for the others",
    async () => {
      const trials: Trial[] = TRIAL_CARDS.slice(0, BUYERS).map((card, i) => ({
        email: `trial.crash.${i}@example.com`,
        card,
      }));
      // 1. Killed during the burst, once the second card has been saved.
      let running = await startServerProcess(store.env);
      server = running;
      const key = await publishableKey(running);
      let savedCount = 0;
      let secondSaved: () => void = () => undefined;
      const killMoment = new Promise<void>((resolve) => (secondSaved = resolve));
      const burst = trials.map((trial) =>
        startTrial(running, key, trial, () => {
          savedCount += 1;
          if (savedCount === 2) secondSaved();
        }),
      );
      await Promise.race([killMoment, Promise.allSettled(burst)]);
      await running.crash();
      await Promise.allSettled(burst);

      // 2. Killed just after the clock passed the reminder time (events on their way).
      running = await startServerProcess(store.env);
      server = running;
      expect((await advanceClock(running, 4 * DAY + 60)).status).toBe(200);
      await running.crash();

      running = await startServerProcess(store.env);
      server = running;
      let last = await tally(running, trials);
      await expect
        .poll(
          async () => {
            last = await tally(running, trials);
            return last;
          },
          { timeout: SETTLE_WITHIN_MS, interval: 500 },
        )
        // The tally itself is polled, so a run that never settles says where each trial stood.
        .toSatisfy((tallied: Tally) =>
          tallied.every((trial) => trial.reminders === (trial.saved ? 1 : 0)),
        );
      expect(last.filter((trial) => trial.saved).length).toBeGreaterThanOrEqual(2);

      // 3. The trials end: one charge (one receipt) each for a saved card, none otherwise.
      expect((await advanceClock(running, 3 * DAY)).status).toBe(200);
      await expect
        .poll(
          async () => {
            last = await tally(running, trials);
            return last;
          },
          { timeout: SETTLE_WITHIN_MS, interval: 500 },
        )
        .toSatisfy((tallied: Tally) =>
          tallied.every((trial) => trial.receipts === (trial.saved ? 1 : 0)),
        );
      expect(last.every((trial) => trial.reminders === (trial.saved ? 1 : 0))).toBe(true);
    },
    // A ceiling for four process starts on a busy machine (each up to a minute under load).
    4 * 90_000,
  );
});
