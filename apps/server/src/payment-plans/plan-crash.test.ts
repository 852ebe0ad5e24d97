import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmOver,
  enrolledOver,
  outboxOver,
  paidOver,
  publishableKey,
  serverCall,
} from "../test/server-calls.ts";
import {
  seededDataStore,
  startServerProcess,
  type ServerDataStore,
  type ServerProcess,
} from "../test/server-process.ts";

/**
 * kill -9 of the real server during a burst of payment-plan starts, then a restart: every plan
 * whose first payment the provider took gives its course and mails "Payment 1 of 4" exactly
 * once, and nothing unpaid gives anything. On PGlite, and on PostgreSQL under
 * scripts/with-postgres.sh.
 */
const BUYERS = 6;
const COURSE_ID = 2;
const SETTLED_WITHIN_MS = 30_000;

interface Purchase {
  email: string;
  name: string;
  clientSecret?: string;
}

let store: ServerDataStore;
let server: ServerProcess | undefined;

/** What the enrol modal does with a plan: start it, confirm the first payment, enrol. */
async function buy(running: ServerProcess, key: string, purchase: Purchase, onPaid: () => void) {
  const started = await serverCall<{ client_secret: string; payment_intent_id: string }>(
    running,
    "POST",
    "/api/payment-plans",
    { course_id: COURSE_ID, email: purchase.email, name: purchase.name, attempt_id: "attempt-1" },
  );
  if (started.status !== 200) throw new Error(`payment-plans answered ${started.status}`);
  purchase.clientSecret = started.body.client_secret;
  const confirmed = await confirmOver(running, key, purchase.clientSecret);
  if (confirmed.body.status === "succeeded") onPaid();
  await serverCall(running, "POST", "/api/enroll", {
    course_id: COURSE_ID,
    email: purchase.email,
    full_name: purchase.name,
    payment_intent_id: started.body.payment_intent_id,
    client_secret: purchase.clientSecret,
  });
}

beforeAll(async () => {
  store = await seededDataStore("academy-plan-crash-", {
    DEV_ROUTES: "true",
    PAYMENT_PLAN_INSTALMENTS: "4",
  });
});

afterAll(async () => {
  await server?.crash();
  await store.drop();
});

describe("kill -9 during payment-plan starts", () => {
  it("gives every plan the provider charged its course and one receipt, after the restart", async () => {
    const first = await startServerProcess(store.env);
    server = first;
    const key = await publishableKey(first);
    let paidCount = 0;
    let secondPaid: () => void = () => undefined;
    const killMoment = new Promise<void>((resolve) => (secondPaid = resolve));
    const purchases: Purchase[] = Array.from({ length: BUYERS }, (_, i) => ({
      email: `plan.crash.${i}@example.com`,
      name: `Plan Buyer ${i}`,
    }));
    const burst = purchases.map((purchase) =>
      buy(first, key, purchase, () => {
        paidCount += 1;
        if (paidCount === 2) secondPaid();
      }),
    );
    await Promise.race([killMoment, Promise.allSettled(burst)]);
    await first.crash();
    await Promise.allSettled(burst);

    const running = await startServerProcess(store.env);
    server = running;
    const restartedKey = await publishableKey(running);
    const outcome = async () => {
      const result = { paid: 0, settled: 0, doubled: 0, unpaidGiven: 0 };
      for (const purchase of purchases) {
        const paid =
          purchase.clientSecret !== undefined &&
          (await paidOver(running, restartedKey, purchase.clientSecret));
        const mails = await outboxOver(running, purchase.email);
        const receipts = mails.filter((m) => m.subject.endsWith("(Payment 1 of 4)"));
        const passwords = mails.filter((m) => m.subject === "Your Academy account");
        if (!paid) {
          if (receipts.length + passwords.length > 0) result.unpaidGiven += 1;
          continue;
        }
        result.paid += 1;
        if (receipts.length > 1 || passwords.length > 1) result.doubled += 1;
        if (receipts.length === 1 && passwords.length === 1) result.settled += 1;
      }
      return result;
    };
    let last = await outcome();
    // The figures themselves are polled, so a run that never settles says where it stood.
    await expect
      .poll(
        async () => {
          last = await outcome();
          return last;
        },
        { timeout: SETTLED_WITHIN_MS, interval: 500 },
      )
      .toSatisfy((figures) => figures.paid > 0 && figures.settled === figures.paid);
    console.log(`plan-crash-figures ${JSON.stringify({ buyers: BUYERS, ...last })}`);
    expect(last.doubled).toBe(0);
    expect(last.unpaidGiven).toBe(0);
    for (const purchase of purchases) {
      if (!purchase.clientSecret) continue;
      if (!(await paidOver(running, restartedKey, purchase.clientSecret))) continue;
      expect(await enrolledOver(running, purchase.email, COURSE_ID)).toBe(true);
    }
  }, 240_000);
});
