import type { Course } from "@academy/api";
import type { ResumeState, SavedPosition } from "./storage.ts";

/**
 * The learner's place as the server keeps it: each lesson's saved position and the lesson last
 * open, which was saved together with its position (so that position's time is the lesson's).
 */
export function serverResume(course: Course): ResumeState {
  const positions: Record<number, SavedPosition> = {};
  for (const lesson of course.modules.flatMap((module) => module.lessons)) {
    const at = Date.parse(lesson.position_updated_at ?? "");
    if (Number.isFinite(at)) positions[lesson.id] = { seconds: lesson.position_seconds ?? 0, at };
  }
  const lessonId = course.resume_lesson_id ?? null;
  return { lessonId, lessonAt: lessonId === null ? 0 : (positions[lessonId]?.at ?? 0), positions };
}

/**
 * One place from the local copy and the server's: for the lesson and for each position, the
 * newer wins, and the server on a tie. The server is the truth across devices; the local copy
 * only wins with a save that is newer than anything the server has (one that has not reached
 * it yet, or was made on this device after the course was read).
 */
export function mergeResume(local: ResumeState, server: ResumeState): ResumeState {
  const serverLesson =
    server.lessonId !== null && (local.lessonId === null || server.lessonAt >= local.lessonAt);
  const positions: Record<number, SavedPosition> = { ...local.positions };
  for (const [id, saved] of Object.entries(server.positions)) {
    const mine = positions[Number(id)];
    if (!mine || saved.at >= mine.at) positions[Number(id)] = saved;
  }
  return {
    lessonId: serverLesson ? server.lessonId : local.lessonId,
    lessonAt: serverLesson ? server.lessonAt : local.lessonAt,
    positions,
  };
}
