import type { AdminLesson } from "./adminApi.ts";
import { formatBytes } from "./uploadFormat.ts";

/** The admin's words for what a lesson holds (issue 50: names and sizes, not storage keys). */
export const STORED_MEDIA_TEXT = {
  video: "Video",
  pdf: "PDF",
  noVideo: "No video",
  noPdf: "No PDF",
  vimeo: (id: string) => `Vimeo video ${id}`,
} as const;

/** The file's own name, else the last part of its key (seeded media have no uploaded name). */
const nameOf = (filename: string | null | undefined, key: string) =>
  filename ?? key.slice(key.lastIndexOf("/") + 1);

const withSize = (name: string, bytes: number | null | undefined) =>
  typeof bytes === "number" ? `${name} · ${formatBytes(bytes)}` : name;

/** What the lesson's video is, in words: "intro.mp4 · 12.4 MB", "Vimeo video 123", "No video". */
export function describeVideo(lesson: AdminLesson): string {
  if (lesson.video_s3_key)
    return withSize(nameOf(lesson.video_filename, lesson.video_s3_key), lesson.video_bytes);
  if (lesson.vimeo_video_id) return STORED_MEDIA_TEXT.vimeo(lesson.vimeo_video_id);
  return STORED_MEDIA_TEXT.noVideo;
}

/** What the lesson's PDF is, in words: "workbook.pdf · 1.2 MB" or "No PDF". */
export function describePdf(lesson: AdminLesson): string {
  if (!lesson.document_s3_key) return STORED_MEDIA_TEXT.noPdf;
  return withSize(nameOf(lesson.document_filename, lesson.document_s3_key), lesson.document_bytes);
}
