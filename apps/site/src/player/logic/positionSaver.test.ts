import { describe, expect, it, vi } from "vitest";
import { createPositionSaver } from "./positionSaver.ts";

/** Lets every queued save run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createPositionSaver", () => {
  it("sends a tick of playback only every step of seconds, in whole seconds", async () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createPositionSaver(send, 10);
    for (const seconds of [1.9, 4, 8, 11.5, 12, 21.2]) saver.save(7, seconds, { playing: true });
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 1],
      [7, 11],
      [7, 21],
    ]);
  });

  it("always sends a pause, a lesson change or an end, even at the same second", async () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createPositionSaver(send, 10);
    saver.save(7, 30, { playing: true });
    saver.save(7, 30);
    saver.save(8, 0);
    saver.save(7, 30);
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 30],
      [7, 30],
      [8, 0],
      [7, 30],
    ]);
  });

  it("sends one save at a time, in order, whatever order the answers come back in", async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const send = vi.fn((lessonId: number) => {
      order.push(`start ${lessonId}`);
      if (lessonId === 1) {
        return new Promise<void>((resolve) => {
          release = () => {
            order.push("end 1");
            resolve();
          };
        });
      }
      return Promise.resolve();
    });
    const saver = createPositionSaver(send, 10);
    saver.save(1, 50);
    saver.save(2, 0);
    await settle();
    expect(order).toEqual(["start 1"]);
    release();
    await settle();
    expect(order).toEqual(["start 1", "end 1", "start 2"]);
  });

  it("swallows a failure and tries again on the next tick", async () => {
    const send = vi
      .fn<(lessonId: number, seconds: number) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(undefined);
    const saver = createPositionSaver(send, 10);
    saver.save(7, 5, { playing: true });
    await settle();
    saver.save(7, 6, { playing: true });
    await settle();
    saver.save(7, 7, { playing: true });
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 5],
      [7, 6],
    ]);
  });

  it("sends an immediate save without waiting for the queue, and ignores non-numbers", async () => {
    const send = vi.fn(() => new Promise<void>(() => undefined));
    const saver = createPositionSaver(send, 10);
    saver.save(1, 10);
    saver.save(2, 20);
    saver.save(3, 30, { immediate: true });
    saver.save(3, Number.NaN);
    await settle();
    // The immediate one is out first; the queued second waits on a first that never answers.
    expect(send.mock.calls).toEqual([
      [3, 30],
      [1, 10],
    ]);
  });
});
