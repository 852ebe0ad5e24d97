import type { Course, Lesson } from "@academy/api";
import { describe, expect, it } from "vitest";
import { mergeResume, serverResume } from "./resume.ts";
import type { ResumeState } from "./storage.ts";

const lesson = (id: number, seconds?: number, updatedAt?: string | null): Lesson => ({
  id,
  title: `Lesson ${id}`,
  type: "video",
  is_completed: false,
  video_duration: 12,
  pdf_url: null,
  video_s3_key: "lessons/x/video.mp4",
  vimeo_video_id: null,
  document_s3_key: null,
  ...(seconds === undefined ? {} : { position_seconds: seconds }),
  ...(updatedAt === undefined ? {} : { position_updated_at: updatedAt }),
});

const course = (lessons: Lesson[], resumeLessonId?: number | null): Course => ({
  id: 2,
  name: "Course",
  final_exam_id: null,
  can_take_final_exam: false,
  modules: [
    {
      id: 1,
      title: "M",
      description: "",
      order: 1,
      lessons,
      has_module_quiz: false,
      module_quiz_id: null,
    },
  ],
  ...(resumeLessonId === undefined ? {} : { resume_lesson_id: resumeLessonId }),
});

const T1 = "2026-11-22T10:00:00.000Z";
const T2 = "2026-11-22T11:00:00.000Z";
const empty: ResumeState = { lessonId: null, lessonAt: 0, positions: {} };

describe("serverResume", () => {
  it("reads saved positions and dates the last-open lesson by its own save", () => {
    const state = serverResume(course([lesson(1, 40, T1), lesson(2, 0, null), lesson(3)], 1));
    expect(state).toEqual({
      lessonId: 1,
      lessonAt: Date.parse(T1),
      positions: { 1: { seconds: 40, at: Date.parse(T1) } },
    });
  });
  it("has nothing from a server that keeps no place", () => {
    expect(serverResume(course([lesson(1)]))).toEqual(empty);
  });
});

describe("mergeResume", () => {
  it("takes the server's place when this browser has none", () => {
    const server = serverResume(course([lesson(1, 40, T1)], 1));
    expect(mergeResume(empty, server)).toEqual(server);
  });
  it("lets a newer save on another device win over an older local one", () => {
    const local: ResumeState = {
      lessonId: 2,
      lessonAt: Date.parse(T1),
      positions: { 1: { seconds: 5, at: Date.parse(T1) } },
    };
    const server = serverResume(course([lesson(1, 40, T2)], 1));
    expect(mergeResume(local, server)).toMatchObject({
      lessonId: 1,
      positions: { 1: { seconds: 40 } },
    });
  });
  it("keeps a newer local save the server has not had, position by position", () => {
    const later = Date.parse(T2);
    const local: ResumeState = {
      lessonId: 2,
      lessonAt: later,
      positions: { 2: { seconds: 90, at: later }, 1: { seconds: 5, at: 0 } },
    };
    const server = serverResume(course([lesson(1, 40, T1), lesson(2, 10, T1)], 1));
    expect(mergeResume(local, server)).toEqual({
      lessonId: 2,
      lessonAt: later,
      positions: { 1: { seconds: 40, at: Date.parse(T1) }, 2: { seconds: 90, at: later } },
    });
  });
  it("prefers the server on a tie and keeps local lessons it does not know", () => {
    const at = Date.parse(T1);
    const local: ResumeState = {
      lessonId: 3,
      lessonAt: at,
      positions: { 1: { seconds: 7, at }, 3: { seconds: 3, at } },
    };
    const merged = mergeResume(local, serverResume(course([lesson(1, 40, T1)], 1)));
    expect(merged.lessonId).toBe(1);
    expect(merged.positions).toEqual({ 1: { seconds: 40, at }, 3: { seconds: 3, at } });
  });
});
