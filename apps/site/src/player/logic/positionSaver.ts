import { TIMINGS } from "../constants.ts";

/** Sends one lesson position to the server; rejects when it did not arrive. */
export type SendPosition = (lessonId: number, seconds: number) => Promise<void>;

export interface SaveOptions {
  /**
   * A tick of playback: sent only once playback has moved a step from the last position sent.
   * Otherwise (pause, leaving the lesson, a new lesson opened) it is always sent: that is also
   * what makes the lesson the last-open one on the server.
   */
  playing?: boolean;
  /** Skip the queue: the page is going away and will not wait for earlier saves. */
  immediate?: boolean;
}

export interface PositionSaver {
  save(lessonId: number, seconds: number, options?: SaveOptions): void;
}

/**
 * Sends positions to the server one at a time, in the order they were made, so that "leave the
 * old lesson, open the new one" reaches the server in that order and the last-open lesson is
 * the new one. A failed save is dropped without a word (saving must never disturb playback) and
 * forgotten as "sent", so the next tick of playback tries again.
 */
export function createPositionSaver(
  send: SendPosition,
  stepSeconds: number = TIMINGS.positionSyncStepSeconds,
): PositionSaver {
  const lastSent = new Map<number, number>();
  let queue: Promise<void> = Promise.resolve();

  return {
    save(lessonId, seconds, { playing = false, immediate = false } = {}) {
      if (!Number.isFinite(seconds)) return;
      const whole = Math.max(0, Math.floor(seconds));
      const last = lastSent.get(lessonId);
      if (playing && last !== undefined && Math.abs(whole - last) < stepSeconds) return;
      lastSent.set(lessonId, whole);
      const attempt = () =>
        send(lessonId, whole).catch(() => {
          if (lastSent.get(lessonId) === whole) lastSent.delete(lessonId);
        });
      if (immediate) void attempt();
      else queue = queue.then(attempt);
    },
  };
}
