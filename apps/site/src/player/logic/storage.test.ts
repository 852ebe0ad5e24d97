import { afterEach, describe, expect, it } from "vitest";
import {
  readAttempt,
  readDraft,
  readPosition,
  readResume,
  readSpeed,
  rememberLesson,
  rememberPosition,
  rememberSpeed,
  saveAttempt,
  saveDraft,
  writeResume,
} from "./storage.ts";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("resume", () => {
  it("remembers the last lesson and video positions per user and course, with their times", () => {
    rememberLesson(1, 2, 10, 1000);
    rememberPosition(1, 2, 10, 42.7, 2000);
    expect(readResume(1, 2)).toEqual({
      lessonId: 10,
      lessonAt: 1000,
      positions: { 10: { seconds: 42, at: 2000 } },
    });
    expect(readResume(3, 2)).toEqual({ lessonId: null, lessonAt: 0, positions: {} });
    expect(readResume(1, 1)).toEqual({ lessonId: null, lessonAt: 0, positions: {} });
    expect(readPosition(1, 2, 10)).toBe(42);
  });
  it("keeps a finished video as position 0, newer than what it replaces", () => {
    rememberPosition(1, 2, 10, 30, 1000);
    rememberPosition(1, 2, 10, null, 2000);
    expect(readPosition(1, 2, 10)).toBeNull();
    expect(readResume(1, 2).positions[10]).toEqual({ seconds: 0, at: 2000 });
  });
  it("writes a whole state back", () => {
    const state = { lessonId: 7, lessonAt: 5, positions: { 7: { seconds: 12, at: 5 } } };
    writeResume(1, 2, state);
    expect(readResume(1, 2)).toEqual(state);
  });
  it("survives garbage in storage and reads positions saved before they had times", () => {
    localStorage.setItem("academy.player.resume.1.2", "{not json");
    expect(readResume(1, 2)).toEqual({ lessonId: null, lessonAt: 0, positions: {} });
    localStorage.setItem(
      "academy.player.resume.1.2",
      JSON.stringify({ lessonId: "x", positions: { a: -1, 5: 3, 6: { seconds: "x" } } }),
    );
    expect(readResume(1, 2)).toEqual({
      lessonId: null,
      lessonAt: 0,
      positions: { 5: { seconds: 3, at: 0 } },
    });
  });
});

describe("playback speed", () => {
  it("is remembered per user, only from the offered speeds", () => {
    expect(readSpeed(1)).toBe(1);
    rememberSpeed(1, 1.5);
    expect(readSpeed(1)).toBe(1.5);
    expect(readSpeed(2)).toBe(1);
    rememberSpeed(1, 9);
    expect(readSpeed(1)).toBe(1.5);
  });
});

describe("quiz attempt", () => {
  it("lives in sessionStorage per user and course", () => {
    const saved = {
      target: { kind: "module" as const, moduleId: 203 },
      attempt: { quizId: 5, current: 1, answers: { 51: 511 }, startedAt: 1000 },
    };
    saveAttempt(1, 2, saved);
    expect(readAttempt(1, 2)).toEqual(saved);
    expect(readAttempt(2, 2)).toBeNull();
    expect(localStorage.length).toBe(0);
    saveAttempt(1, 2, null);
    expect(readAttempt(1, 2)).toBeNull();
  });
  it("rejects a malformed attempt", () => {
    sessionStorage.setItem(
      "academy.player.attempt.1.2",
      JSON.stringify({
        target: { kind: "final" },
        attempt: { quizId: 5, current: -1, answers: {}, startedAt: 0 },
      }),
    );
    expect(readAttempt(1, 2)).toBeNull();
  });
});

describe("unsaved notes", () => {
  it("keeps a draft per user and lesson until cleared", () => {
    saveDraft(1, 10, "typing");
    expect(readDraft(1, 10)).toBe("typing");
    expect(readDraft(2, 10)).toBeNull();
    saveDraft(1, 10, null);
    expect(readDraft(1, 10)).toBeNull();
  });
});
