import { randomUUID } from "node:crypto";

/**
 * Whose purchase attempt a pending payment or subscription is, from which its Idempotency-Key
 * derives (issue 45). A client secret goes back only to the browser that started the attempt:
 * the attempt id is a random token that browser holds (one per open purchase dialog), and a
 * signed-in caller's attempts are theirs alone. A caller without an attempt id gets a new one
 * of its own, never the key of an attempt someone else started for the same e-mail: knowing a
 * buyer's e-mail must never be enough to be handed their payment's secret.
 */
export function purchaseAttempt(caller: { id: number } | null, attemptId?: string): string {
  const attempt = attemptId ?? randomUUID();
  return caller ? `user-${caller.id}-${attempt}` : `guest-${attempt}`;
}
