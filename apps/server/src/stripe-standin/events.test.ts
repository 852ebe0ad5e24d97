import Stripe from "stripe";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../test/database.ts";
import { EventOutbox } from "./events.ts";
import { StandinClock } from "./store.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

it("signs each event for stripe.webhooks.constructEvent and retries until the endpoint accepts it", async () => {
  const secret = "whsec_events_test";
  const received: string[] = [];
  let answer = 500;
  const outbox = new EventOutbox(
    database.db,
    new StandinClock(database.db),
    secret,
    "2026-10-28.endive",
    pino({ level: "silent" }),
    async (payload, header) => {
      const event = Stripe.webhooks.constructEvent(payload, header, secret);
      received.push(event.id);
      return answer;
    },
  );
  outbox.start();
  try {
    const id = await outbox.emit("payment_intent.succeeded", {
      id: "pi_test",
      object: "payment_intent",
    });
    await outbox.settle();
    expect(received).toEqual([id]);
    const failed = await database.db
      .selectFrom("stripe_standin_events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null, last_error: "HTTP 500" });
    // Not due again at once: the retry waits for its back-off.
    await outbox.settle();
    expect(received).toHaveLength(1);
    answer = 200;
    await expect
      .poll(
        async () =>
          (
            await database.db
              .selectFrom("stripe_standin_events")
              .select("delivered_at")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).delivered_at,
        { timeout: 60_000 },
      )
      .not.toBeNull();
    expect(received).toEqual([id, id]);
  } finally {
    await outbox.stop();
  }
});
