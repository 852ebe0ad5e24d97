import { createHmac } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { newId } from "./ids.ts";
import type { StandinClock } from "./store.ts";

/** Where events go: our webhook endpoint. Answers the HTTP status it got. */
export type EventDelivery = (payload: string, signatureHeader: string) => Promise<number>;

/** Stripe retries for up to 3 days; the stand-in gives up after this many attempts. */
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_SECONDS = 3600;
/** How long after its due time a retry wakes (see deliverDue). */
const RETRY_SLACK_MS = 50;

/** Stripe's `Stripe-Signature` scheme: HMAC-SHA256 of `${timestamp}.${payload}`. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Events as Stripe sends them: stored first, then delivered to the webhook endpoint, signed,
 * oldest first but several at once (in no promised order), and retried with a growing delay
 * until the endpoint answers 2xx.
 */
export class EventOutbox {
  private chain: Promise<void> = Promise.resolve();
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: StandinClock,
    private readonly webhookSecret: string,
    private readonly apiVersion: string,
    private readonly log: Logger,
    private deliver: EventDelivery | undefined,
  ) {}

  /**
   * Where to deliver, set once the receiver is ready (every route registered): nothing is
   * delivered, and no attempt used, before. What an earlier process left goes out now.
   */
  setDelivery(deliver: EventDelivery): void {
    this.deliver = deliver;
    this.start();
  }

  async emit(
    type: string,
    object: Record<string, unknown>,
    previous?: Record<string, unknown>,
  ): Promise<string> {
    const id = newId("evt");
    const event = {
      id,
      object: "event",
      api_version: this.apiVersion,
      created: this.clock.now(),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    await this.db
      .insertInto("stripe_standin_events")
      .values({ id, type, payload: JSON.stringify(event, null, 2) })
      .execute();
    this.kick();
    return id;
  }

  /** Starts delivering what is due: batches of the oldest 20, each batch's at once. */
  kick(): void {
    this.chain = this.chain
      .then(() => this.deliverDue())
      .catch((err: unknown) => {
        this.log.error({ err }, "stand-in event delivery failed");
      });
  }

  /** Resolves once every event due now has had its delivery attempt. */
  async settle(): Promise<void> {
    this.kick();
    await this.chain;
  }

  /**
   * Delivers what an earlier process left undelivered. A new start is news the receiver may be
   * back: every waiting event is due at once, whatever its backoff said (a crash looked like a
   * failed delivery, and must not make a paid purchase wait an hour).
   */
  start(): void {
    this.chain = this.chain
      .then(async () => {
        await this.db
          .updateTable("stripe_standin_events")
          .set({ next_attempt_at: sql<Date>`now()` })
          .where("delivered_at", "is", null)
          .where("attempts", "<", MAX_ATTEMPTS)
          .execute();
      })
      .catch((err: unknown) => {
        this.log.error({ err }, "stand-in event delivery failed");
      });
    this.kick();
  }

  /** Stops retrying and waits for a delivery under way (so the database can close after it). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await this.chain;
  }

  /** A retry timer only while a delivery has failed (nothing runs while all is delivered). */
  private retryIn(ms: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.kick();
    }, ms).unref();
    this.retries.add(timer);
  }

  /** A process that starts while every waiting event backs off still retries each in time. */
  private async wakeForNextRetry(): Promise<void> {
    const next = await this.db
      .selectFrom("stripe_standin_events")
      .select((eb) => eb.fn.min("next_attempt_at").as("at"))
      .where("delivered_at", "is", null)
      .where("attempts", "<", MAX_ATTEMPTS)
      .executeTakeFirst();
    const at = next?.at ? new Date(next.at).getTime() : undefined;
    if (at !== undefined && this.retries.size === 0)
      this.retryIn(Math.max(0, at - Date.now()) + RETRY_SLACK_MS);
  }

  private async deliverDue(): Promise<void> {
    const deliver = this.deliver;
    if (!deliver || this.stopped) return;
    for (;;) {
      const due = await this.db
        .selectFrom("stripe_standin_events")
        .selectAll()
        .where("delivered_at", "is", null)
        .where("attempts", "<", MAX_ATTEMPTS)
        // The database's clock, not this process's: a new event's next_attempt_at is the
        // insert's now(), in microseconds, and a millisecond Date could be just before it; the
        // event would then wait for a kick that never comes (seen once on PostgreSQL in CI).
        .where("next_attempt_at", "<=", sql<Date>`now()`)
        .orderBy("created_at")
        .orderBy("id")
        .limit(20)
        .execute();
      if (due.length === 0) return this.wakeForNextRetry();
      // Concurrently, as Stripe does (it promises no order; the webhook handlers read each
      // object's current state): one at a time, a slow receiver under load queued every
      // purchase's receipt behind all earlier events (seconds to tens of seconds).
      await Promise.all(due.map((event) => this.deliverOne(deliver, event)));
    }
  }

  private async deliverOne(
    deliver: EventDelivery,
    event: { id: string; type: string; payload: string; attempts: number },
  ): Promise<void> {
    // Signed with the wall clock: the receiver checks the timestamp against its own time.
    const header = signPayload(event.payload, this.webhookSecret, Math.floor(Date.now() / 1000));
    let status = 0;
    let error: string | null = null;
    try {
      status = await deliver(event.payload, header);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const attempts = event.attempts + 1;
    if (status >= 200 && status < 300) {
      await this.db
        .updateTable("stripe_standin_events")
        .set({ delivered_at: new Date(), attempts })
        .where("id", "=", event.id)
        .execute();
    } else {
      const delay = Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
      const nextAttemptAt = new Date(Date.now() + delay * 1000);
      await this.db
        .updateTable("stripe_standin_events")
        .set({
          attempts,
          next_attempt_at: nextAttemptAt,
          last_error: error ?? `HTTP ${status}`,
        })
        .where("id", "=", event.id)
        .execute();
      // Timers may fire a millisecond before the wall clock reaches their time: a retry that
      // woke early would find nothing due and never run, so it wakes a little after.
      if (attempts < MAX_ATTEMPTS)
        this.retryIn(nextAttemptAt.getTime() - Date.now() + RETRY_SLACK_MS);
      this.log.warn(
        { event: event.id, type: event.type, status, error },
        "webhook delivery failed; will retry",
      );
    }
  }
}
