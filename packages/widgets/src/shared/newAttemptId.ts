/**
 * A purchase attempt id (a version 4 UUID), made once per opening of the enrol modal and sent
 * with create-intent: the server derives the charge's idempotency key from it, so a double
 * click, a retry or a resent request gives one charge. `crypto.randomUUID` needs a secure
 * context, which a partner page embedding the widget may not be; the fallback does the same.
 */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
