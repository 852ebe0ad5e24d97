import { QueryScope, useSession } from "@academy/api";
import { Badge, Button, InlineAlert, Spinner } from "@academy/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import {
  ADMIN_COURSES_KEY,
  lessonsOf,
  useAdminCourses,
  type AdminLesson,
} from "../AdminUploadPage/adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "../AdminUploadPage/adminMediaText.ts";
import { LessonPdf } from "./LessonPdf.tsx";
import { LessonVideo } from "./LessonVideo.tsx";
import * as styles from "./TestVideoPage.css.ts";
import { signedUrlKey, useSignedUrl } from "./useSignedUrl.ts";

/**
 * /test-video/:lessonId (investor-tools.md §2, §4, §8): an admin's view of one lesson's media:
 * loading, loaded, not found or error; the signed URLs are fetched once the lesson is loaded;
 * a delete reloads the lesson. Anyone else sees Access Denied.
 */
export function TestVideoPage() {
  // The query cache loads with the pages that query, not with the landing page (issue #18).
  return (
    <QueryScope>
      <TestVideoContent />
    </QueryScope>
  );
}

function TestVideoContent() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const { lessonId } = useParams();
  usePageTitle(TEXT.testTitle);
  if (status === "loading") return <Spinner />;
  return (
    <section className={styles.page} aria-labelledby="test-video-title">
      <div>
        <Button variant="link" onClick={() => void navigate("/admin-upload")}>
          {TEXT.backToUpload}
        </Button>
      </div>
      {user?.is_admin ? (
        <LessonLoader lessonId={Number(lessonId)} />
      ) : (
        <>
          <h1 id="test-video-title" className={styles.title}>
            {TEXT.accessDenied}
          </h1>
          <p className={styles.message}>{TEXT.mustBeAdmin}</p>
        </>
      )}
    </section>
  );
}

function LessonLoader({ lessonId }: { lessonId: number }) {
  const courses = useAdminCourses();
  const heading = (text: string) => (
    <h1 id="test-video-title" className={styles.title}>
      {text}
    </h1>
  );
  if (courses.isPending)
    return (
      <>
        {heading(TEXT.loadingLesson)}
        <Spinner label={TEXT.loadingLesson} />
      </>
    );
  if (courses.isError) {
    // The call answered with an error: the courses could not be fetched; no answer at all
    // (network): the lesson data could not be loaded.
    const message = courses.error.status !== null ? TEXT.coursesFailed : TEXT.lessonLoadFailed;
    return (
      <>
        {heading(message)}
        <InlineAlert tone="danger">
          <span>{message}</span>{" "}
          <Button size="sm" variant="secondary" onClick={() => void courses.refetch()}>
            {TEXT.retry}
          </Button>
        </InlineAlert>
      </>
    );
  }
  const lesson = lessonsOf(courses.data).find((l) => l.id === lessonId);
  if (!lesson) return heading(TEXT.lessonNotFound);
  return <LessonMediaView lesson={lesson} />;
}

function LessonMediaView({ lesson }: { lesson: AdminLesson }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const video = useSignedUrl(lesson.id, "video", lesson.video_s3_key !== null);
  const pdf = useSignedUrl(lesson.id, "pdf", lesson.document_s3_key !== null);
  const hasVideo = lesson.video_s3_key !== null || lesson.vimeo_video_id !== null;
  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
  const after = (kind: "video" | "PDF") => (outcome: "deleted" | "failed") => {
    if (outcome === "failed")
      setNotice({
        tone: "danger",
        text: kind === "PDF" ? TEXT.pdfDeleteFailed : TEXT.videoDeleteFailed,
      });
    else {
      setNotice({ tone: "success", text: kind === "PDF" ? TEXT.pdfDeleted : TEXT.videoDeleted });
      // The deleted file's signed URL goes with it (issue 50): a disabled query keeps its data.
      queryClient.removeQueries({ queryKey: signedUrlKey(kind === "PDF" ? "pdf" : "video") });
      reload();
    }
  };

  return (
    <>
      <h1 id="test-video-title" className={styles.title}>
        {lesson.title}
      </h1>
      <div className={styles.row}>
        {lesson.video_s3_key ? <Badge tone="info">{TEXT.badges.s3}</Badge> : null}
        {lesson.vimeo_video_id ? <Badge tone="brand">{TEXT.badges.vimeo}</Badge> : null}
        {lesson.document_s3_key ? <Badge tone="neutral">{TEXT.badges.pdf}</Badge> : null}
      </div>
      <div role="status">
        {notice?.tone === "success" ? (
          <InlineAlert tone="success">{notice.text}</InlineAlert>
        ) : null}
      </div>
      {notice?.tone === "danger" ? <InlineAlert tone="danger">{notice.text}</InlineAlert> : null}
      {hasVideo ? (
        <LessonVideo lesson={lesson} signedUrl={video} onDeleted={after("video")} />
      ) : null}
      {lesson.document_s3_key ? (
        <LessonPdf lesson={lesson} signedUrl={pdf} onDeleted={after("PDF")} />
      ) : null}
      {!hasVideo && !lesson.document_s3_key ? (
        <InlineAlert tone="info">{TEXT.noMedia}</InlineAlert>
      ) : null}
      <section className={styles.panel} aria-labelledby="debug-title">
        <h2 id="debug-title" className={styles.panelTitle}>
          {TEXT.debugHeading}
        </h2>
        <dl className={styles.debug}>
          <dt>lesson id</dt>
          <dd>{lesson.id}</dd>
          <dt>video_s3_key</dt>
          <dd>{lesson.video_s3_key ?? "null"}</dd>
          <dt>vimeo_video_id</dt>
          <dd>{lesson.vimeo_video_id ?? "null"}</dd>
          <dt>document_s3_key</dt>
          <dd>{lesson.document_s3_key ?? "null"}</dd>
          <dt>video_filename</dt>
          <dd>{lesson.video_filename ?? "null"}</dd>
          <dt>document_filename</dt>
          <dd>{lesson.document_filename ?? "null"}</dd>
          <dt>video signed URL</dt>
          <dd>{(lesson.video_s3_key && video.data?.url) || "none"}</dd>
          <dt>PDF signed URL</dt>
          <dd>{(lesson.document_s3_key && pdf.data?.url) || "none"}</dd>
        </dl>
      </section>
    </>
  );
}
