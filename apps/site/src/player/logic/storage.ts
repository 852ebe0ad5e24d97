import { PLAYBACK_SPEEDS } from "../constants.ts";
import type { QuizAttempt } from "./quiz.ts";

/**
 * What the player remembers in the browser. The server keeps the learner's place across devices
 * (`PUT /lessons/{id}/position`); this local copy answers at once and covers saves that have not
 * reached the server yet. It is keyed by user and course so that two people sharing a browser
 * never resume each other's lessons, and every entry carries the time it was written so the
 * newer of the two copies wins (see resume.ts). An attempt in progress lives in sessionStorage:
 * it survives a reload of the tab, not a new visit.
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

/** A position in a lesson's video and when it was saved (ms since the epoch; 0 if unknown). */
export interface SavedPosition {
  seconds: number;
  at: number;
}

export interface ResumeState {
  /** The lesson last open. */
  lessonId: number | null;
  /** When it was opened (ms since the epoch; 0 if unknown). */
  lessonAt: number;
  /** Where each lesson's video was left; 0 seconds once it was watched to its end. */
  positions: Record<number, SavedPosition>;
}

const resumeKey = (userId: number, courseId: number) => `${PREFIX}.resume.${userId}.${courseId}`;

const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

function parsePosition(value: unknown): SavedPosition | null {
  // A bare number is how positions were kept before they carried a time: older than anything.
  if (isTime(value)) return { seconds: value, at: 0 };
  if (isRecord(value) && isTime(value.seconds)) {
    return { seconds: value.seconds, at: isTime(value.at) ? value.at : 0 };
  }
  return null;
}

export function readResume(userId: number, courseId: number): ResumeState {
  const value = readJson("local", resumeKey(userId, courseId));
  const state: ResumeState = { lessonId: null, lessonAt: 0, positions: {} };
  if (!isRecord(value)) return state;
  if (isPositiveInt(value.lessonId)) {
    state.lessonId = value.lessonId;
    state.lessonAt = isTime(value.lessonAt) ? value.lessonAt : 0;
  }
  if (isRecord(value.positions)) {
    for (const [id, saved] of Object.entries(value.positions)) {
      const position = parsePosition(saved);
      if (isPositiveInt(Number(id)) && position) state.positions[Number(id)] = position;
    }
  }
  return state;
}

export function writeResume(userId: number, courseId: number, state: ResumeState): void {
  writeJson("local", resumeKey(userId, courseId), state);
}

export function rememberLesson(
  userId: number,
  courseId: number,
  lessonId: number,
  at = Date.now(),
): void {
  const state = readResume(userId, courseId);
  writeResume(userId, courseId, { ...state, lessonId, lessonAt: at });
}

/**
 * Saves a video position; `null` means the video was watched to its end, kept as 0 (not
 * forgotten) so that it outranks an older position another device left on the server.
 */
export function rememberPosition(
  userId: number,
  courseId: number,
  lessonId: number,
  seconds: number | null,
  at = Date.now(),
): void {
  const state = readResume(userId, courseId);
  const whole =
    seconds === null || !Number.isFinite(seconds) ? 0 : Math.max(0, Math.floor(seconds));
  const positions = { ...state.positions, [lessonId]: { seconds: whole, at } };
  writeResume(userId, courseId, { ...state, positions });
}

/** Where to resume the lesson's video, or null when there is nothing to resume. */
export function readPosition(userId: number, courseId: number, lessonId: number): number | null {
  const seconds = readResume(userId, courseId).positions[lessonId]?.seconds ?? 0;
  return seconds > 0 ? seconds : null;
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
