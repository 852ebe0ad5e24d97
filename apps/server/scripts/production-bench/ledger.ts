import type { Answer, Client } from "./client.ts";

/** What the servers acknowledged, to be found in the database at the end. */
export interface Ledger {
  /** The last acknowledged content of each (user, lesson) note. */
  notes: Map<string, { userId: number; lessonId: number; content: string }>;
  completions: { userId: number; lessonId: number }[];
  modules: { id: number; title: string }[];
  purchases: Purchase[];
  /** Purchases given up: a step still failing after its retries (should stay empty). */
  abandoned: string[];
  /** Milliseconds from an admin write's answer to its being seen on every other instance. */
  staleness: number[];
}

export interface Purchase {
  kind: "course" | "calculator";
  email: string;
  courseId?: number;
  /** Date.now() when the card payment answered `succeeded` (the receipt's clock is the DB's). */
  paidAt: number;
}

export function createLedger(): Ledger {
  return {
    notes: new Map(),
    completions: [],
    modules: [],
    purchases: [],
    abandoned: [],
    staleness: [],
  };
}

/** What every actor shares. */
export interface BenchContext {
  call: Client;
  ledger: Ledger;
  /** performance.now() at which the actors stop starting new work. */
  until: number;
  /** Unique per run: e-mails and titles of this run never collide with an earlier run's. */
  runId: string;
  publishableKey: string;
}

/** A simulated client address per actor (TEST-NET-2 and benchmarking ranges, never routed). */
export const clientIpOf = (kind: number, index: number) => `198.18.${kind}.${(index % 250) + 1}`;

/**
 * Calls until the server answers (not a lost connection nor a gateway error), for up to a
 * minute: a user whose click failed on a killed instance clicks again, also while a single
 * instance restarts. Other answers are returned as they are.
 */
export async function retried<T>(attempt: () => Promise<Answer<T>>, withinMs = 60_000) {
  const until = performance.now() + withinMs;
  let answer = await attempt();
  while ((answer.status === 0 || answer.status >= 502) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await attempt();
  }
  return answer;
}
