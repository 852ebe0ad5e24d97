import { QueryScope, useSession } from "@academy/api";
import { InlineAlert, Spinner } from "@academy/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { ADMIN_COURSES_KEY, useAdminCourses, type AdminLesson } from "./adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { DeleteMediaButton } from "./DeleteMediaButton.tsx";
import { describePdf, describeVideo, STORED_MEDIA_TEXT as STORED } from "./storedMedia.ts";
import { SiteImagesPanel } from "./SiteImagesPanel.tsx";
import { PdfUploader } from "./PdfUploader.tsx";
import { StorageStatus } from "./StorageStatus.tsx";
import { useStorageStatus } from "./useStorageStatus.ts";
import { ActiveUploads } from "./ActiveUploads.tsx";
import { useUploadRegistry } from "./useVideoUpload.ts";
import { VideoUploader } from "./VideoUploader.tsx";

/**
 * /admin-upload (academy.md §2): pick a course, then a lesson, then upload or delete its video
 * or PDF; the S3 status gates video uploads; the lesson's test page is one link away. Everyone
 * but an admin sees "Admin access required" (the server refuses them too).
 */
export function AdminUploadPage() {
  // The query cache loads with the pages that query, not with the landing page (issue #18).
  return (
    <QueryScope>
      <AdminUploadContent />
    </QueryScope>
  );
}

function AdminUploadContent() {
  usePageTitle(TEXT.uploadTitle);
  const { status, user } = useSession();
  return (
    <section className={styles.page} aria-labelledby="admin-upload-title">
      <h1 id="admin-upload-title" className={styles.title}>
        {TEXT.uploadTitle}
      </h1>
      {status === "loading" ? (
        <Spinner />
      ) : user?.is_admin ? (
        <ContentManager />
      ) : (
        <InlineAlert tone="danger">{TEXT.adminRequired}</InlineAlert>
      )}
    </section>
  );
}

function ContentManager() {
  const storage = useStorageStatus();
  const courses = useAdminCourses();
  const queryClient = useQueryClient();
  const [courseId, setCourseId] = useState("");
  const [lessonId, setLessonId] = useState("");
  const course = courses.data?.find((c) => String(c.id) === courseId);
  const lessons = course?.modules.flatMap((m) => m.lessons.map((l) => ({ ...l, module: m.title })));
  const lesson = lessons?.find((l) => String(l.id) === lessonId);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY }),
    [queryClient],
  );
  const listedUploads = useUploadRegistry(reload);
  const titles = new Map(
    courses.data?.flatMap((c) => c.modules.flatMap((m) => m.lessons.map((l) => [l.id, l.title]))),
  );

  return (
    <>
      <StorageStatus {...storage} onTest={() => void storage.test()} />
      <section className={styles.panel} aria-labelledby="lesson-picker-title">
        <h2 id="lesson-picker-title" className={styles.panelTitle}>
          {TEXT.lesson}
        </h2>
        {courses.isError ? <InlineAlert tone="danger">{TEXT.coursesFailed}</InlineAlert> : null}
        {courses.isPending ? <Spinner /> : null}
        <div className={styles.pickers}>
          <label className={styles.picker}>
            <span className={styles.pickerLabel}>{TEXT.course}</span>
            <select
              className={styles.select}
              value={courseId}
              onChange={(event) => {
                setCourseId(event.target.value);
                setLessonId("");
              }}
            >
              <option value="">{TEXT.chooseCourse}</option>
              {courses.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.picker}>
            <span className={styles.pickerLabel}>{TEXT.lesson}</span>
            <select
              className={styles.select}
              value={lessonId}
              disabled={!course}
              onChange={(event) => setLessonId(event.target.value)}
            >
              <option value="">{TEXT.chooseLesson}</option>
              {lessons?.map((l) => (
                <option key={l.id} value={l.id}>
                  {`${l.module}: ${l.title}`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>
      <ActiveUploads
        uploads={listedUploads.filter((u) => String(u.lessonId) !== lessonId)}
        titleOf={(id) => titles.get(id) ?? `#${id}`}
      />
      {lesson ? (
        <LessonMedia
          key={lesson.id}
          lesson={lesson}
          storageConnected={storage.state === "connected"}
          storageNeeded={(storage.words ?? TEXT.storage.s3).needed}
          onChanged={reload}
        />
      ) : null}
      <SiteImagesPanel />
    </>
  );
}

function LessonMedia({
  lesson,
  storageConnected,
  storageNeeded,
  onChanged,
}: {
  lesson: AdminLesson;
  storageConnected: boolean;
  storageNeeded: string;
  onChanged: () => void;
}) {
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const hasVideo = lesson.video_s3_key !== null || lesson.vimeo_video_id !== null;
  return (
    <section className={styles.panel} aria-labelledby="lesson-media-title">
      <h2 id="lesson-media-title" className={styles.panelTitle}>
        {lesson.title}
      </h2>
      {/* Names and sizes: the storage keys are for the test page's debug block (issue 50). */}
      <dl className={styles.keys}>
        <dt>{STORED.video}</dt>
        <dd>{describeVideo(lesson)}</dd>
        <dt>{STORED.pdf}</dt>
        <dd>{describePdf(lesson)}</dd>
      </dl>
      <p className={styles.message}>
        <Link to={`/test-video/${lesson.id}`}>{TEXT.openTestPage}</Link>
      </p>
      {lesson.type === "video" ? (
        <VideoUploader
          lessonId={lesson.id}
          storageConnected={storageConnected}
          storageNeeded={storageNeeded}
        />
      ) : (
        <p className={styles.message}>{TEXT.slidesLesson}</p>
      )}
      <PdfUploader lessonId={lesson.id} onUploaded={onChanged} />
      <div className={styles.row}>
        {hasVideo ? (
          <DeleteMediaButton
            lessonId={lesson.id}
            lessonTitle={lesson.title}
            kind="video"
            onDeleted={onChanged}
            onFailed={() => setDeleteError(TEXT.deleteFailed("video"))}
          />
        ) : null}
        {lesson.document_s3_key ? (
          <DeleteMediaButton
            lessonId={lesson.id}
            lessonTitle={lesson.title}
            kind="PDF"
            onDeleted={onChanged}
            onFailed={() => setDeleteError(TEXT.deleteFailed("PDF"))}
          />
        ) : null}
      </div>
      {deleteError ? <InlineAlert tone="danger">{deleteError}</InlineAlert> : null}
    </section>
  );
}
