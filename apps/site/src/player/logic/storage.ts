import { PLAYBACK_SPEEDS } from "../constants.ts";
import type { QuizAttempt } from "./quiz.ts";

/**
 * What the player remembers in the browser. The contract has no place for a lesson position, so
 * "resume where you left off" lives in localStorage, keyed by user and course so that two people
 * sharing a browser never resume each other's lessons. An attempt in progress lives in
 * sessionStorage: it survives a reload of the tab, not a new visit.
 * Storage can be missing or throw (private modes, sandboxed frames, quota): every read then
 * answers "nothing remembered" and every write is dropped.
 */

const PREFIX = "academy.player";

function storage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(kind: "local" | "session", key: string): unknown {
  try {
    const raw = storage(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(kind: "local" | "session", key: string, value: unknown): void {
  try {
    if (value === null) storage(kind)?.removeItem(key);
    else storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Remembering is a convenience; the player works without it.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPositiveInt = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

// ---------------------------------------------------------------- resume

export interface ResumeState {
  /** The lesson last open. */
  lessonId: number | null;
  /** Seconds into each lesson's video. */
  positions: Record<number, number>;
}

const resumeKey = (userId: number, courseId: number) => `${PREFIX}.resume.${userId}.${courseId}`;

export function readResume(userId: number, courseId: number): ResumeState {
  const value = readJson("local", resumeKey(userId, courseId));
  const state: ResumeState = { lessonId: null, positions: {} };
  if (!isRecord(value)) return state;
  if (isPositiveInt(value.lessonId)) state.lessonId = value.lessonId;
  if (isRecord(value.positions)) {
    for (const [id, seconds] of Object.entries(value.positions)) {
      if (isPositiveInt(Number(id)) && typeof seconds === "number" && seconds >= 0) {
        state.positions[Number(id)] = seconds;
      }
    }
  }
  return state;
}

export function rememberLesson(userId: number, courseId: number, lessonId: number): void {
  const state = readResume(userId, courseId);
  writeJson("local", resumeKey(userId, courseId), { ...state, lessonId });
}

/** Saves a video position; `null` forgets it (the video was watched to its end). */
export function rememberPosition(
  userId: number,
  courseId: number,
  lessonId: number,
  seconds: number | null,
): void {
  const state = readResume(userId, courseId);
  const positions = { ...state.positions };
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) delete positions[lessonId];
  else positions[lessonId] = Math.floor(seconds);
  writeJson("local", resumeKey(userId, courseId), { ...state, positions });
}

export function readPosition(userId: number, courseId: number, lessonId: number): number | null {
  return readResume(userId, courseId).positions[lessonId] ?? null;
}

// ---------------------------------------------------------------- playback speed

const speedKey = (userId: number) => `${PREFIX}.speed.${userId}`;

export function readSpeed(userId: number): number {
  const value = readJson("local", speedKey(userId));
  return PLAYBACK_SPEEDS.find((speed) => speed === value) ?? 1;
}

export function rememberSpeed(userId: number, speed: number): void {
  if (PLAYBACK_SPEEDS.some((candidate) => candidate === speed)) {
    writeJson("local", speedKey(userId), speed);
  }
}

// ---------------------------------------------------------------- quiz attempt

/** Which quiz an attempt belongs to: a module's, or the course's final exam. */
export type QuizTarget = { kind: "module"; moduleId: number } | { kind: "final" };

export interface SavedAttempt {
  target: QuizTarget;
  attempt: QuizAttempt;
}

const attemptKey = (userId: number, courseId: number) => `${PREFIX}.attempt.${userId}.${courseId}`;

function parseTarget(value: unknown): QuizTarget | null {
  if (!isRecord(value)) return null;
  if (value.kind === "final") return { kind: "final" };
  if (value.kind === "module" && isPositiveInt(value.moduleId)) {
    return { kind: "module", moduleId: value.moduleId };
  }
  return null;
}

function parseAttempt(value: unknown): QuizAttempt | null {
  if (!isRecord(value) || !isPositiveInt(value.quizId)) return null;
  const { current, startedAt, answers } = value;
  if (typeof current !== "number" || !Number.isInteger(current) || current < 0) return null;
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) return null;
  if (!isRecord(answers)) return null;
  const parsed: Record<number, number> = {};
  for (const [questionId, answerId] of Object.entries(answers)) {
    if (!isPositiveInt(Number(questionId)) || !isPositiveInt(answerId)) return null;
    parsed[Number(questionId)] = answerId;
  }
  return { quizId: value.quizId, current, startedAt, answers: parsed };
}

export function readAttempt(userId: number, courseId: number): SavedAttempt | null {
  const value = readJson("session", attemptKey(userId, courseId));
  if (!isRecord(value)) return null;
  const target = parseTarget(value.target);
  const attempt = parseAttempt(value.attempt);
  return target && attempt ? { target, attempt } : null;
}

export function saveAttempt(userId: number, courseId: number, saved: SavedAttempt | null): void {
  writeJson("session", attemptKey(userId, courseId), saved);
}

// ---------------------------------------------------------------- unsaved notes

const draftKey = (userId: number, lessonId: number) => `${PREFIX}.draft.${userId}.${lessonId}`;

/** Typing not yet saved, kept for the tab's life so a reload or a failed save loses nothing. */
export function readDraft(userId: number, lessonId: number): string | null {
  const value = readJson("session", draftKey(userId, lessonId));
  return typeof value === "string" ? value : null;
}

export function saveDraft(userId: number, lessonId: number, draft: string | null): void {
  writeJson("session", draftKey(userId, lessonId), draft);
}
