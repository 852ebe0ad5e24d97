import { Button, InlineAlert, Spinner } from "@academy/ui";
import { useState } from "react";
import type { AdminLesson } from "../AdminUploadPage/adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "../AdminUploadPage/adminMediaText.ts";
import { DeleteMediaButton } from "../AdminUploadPage/DeleteMediaButton.tsx";
import * as styles from "./TestVideoPage.css.ts";
import type { useSignedUrl } from "./useSignedUrl.ts";

export interface LessonPdfProps {
  lesson: AdminLesson;
  signedUrl: ReturnType<typeof useSignedUrl>;
  onDeleted: (outcome: "deleted" | "failed") => void;
}

type Viewer = "hidden" | "checking" | "shown" | "failed" | "unreadable";

/**
 * A frame cannot tell its page that the document failed, so the first bytes are read first:
 * an error answer is "Failed to load PDF", anything but a PDF "Unable to load PDF".
 */
async function probe(url: string): Promise<"ok" | "failed" | "unreadable"> {
  try {
    const answer = await fetch(url, { headers: { range: "bytes=0-4" } });
    if (!answer.ok) return "failed";
    const head = new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5));
    return head === "%PDF-" ? "ok" : "unreadable";
  } catch {
    return "failed";
  }
}

/** The lesson's PDF: View/Hide in an 800 px frame, Download, Delete PDF. */
export function LessonPdf({ lesson, signedUrl, onDeleted }: LessonPdfProps) {
  const [viewer, setViewer] = useState<Viewer>("hidden");
  const open = viewer !== "hidden";

  async function show(url: string) {
    setViewer("checking");
    const result = await probe(url);
    setViewer(result === "ok" ? "shown" : result);
  }
  async function retry() {
    const fresh = await signedUrl.refetch();
    if (fresh.data && open) await show(fresh.data.url);
  }

  return (
    <section className={styles.panel} aria-labelledby="lesson-pdf-title">
      <h2 id="lesson-pdf-title" className={styles.panelTitle}>
        {TEXT.badges.pdf}
      </h2>
      {lesson.document_filename ? (
        <p className={styles.message}>{TEXT.fileNameOf(lesson.document_filename)}</p>
      ) : null}
      {signedUrl.isPending ? <Spinner /> : null}
      {signedUrl.isError ? (
        <InlineAlert tone="danger">
          <span>{TEXT.pdfUrlFailed}</span>{" "}
          <Button size="sm" variant="secondary" onClick={() => void retry()}>
            {TEXT.retry}
          </Button>
        </InlineAlert>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="secondary"
          aria-expanded={open}
          disabled={!signedUrl.data}
          onClick={() =>
            open ? setViewer("hidden") : signedUrl.data && void show(signedUrl.data.url)
          }
        >
          {open ? TEXT.hidePdf : TEXT.viewPdf}
        </Button>
        {signedUrl.data ? (
          // The download URL carries the attachment header with the file's own name (on S3
          // too, where a cross-origin `download` attribute is ignored); the inline one shows.
          <a
            href={signedUrl.data.downloadUrl ?? signedUrl.data.url}
            download={signedUrl.data.filename ?? ""}
            className={styles.message}
          >
            {TEXT.download}
          </a>
        ) : null}
        <DeleteMediaButton
          lessonId={lesson.id}
          lessonTitle={lesson.title}
          kind="PDF"
          onDeleted={() => onDeleted("deleted")}
          onFailed={() => onDeleted("failed")}
        />
      </div>
      {viewer === "checking" ? <Spinner /> : null}
      {viewer === "failed" || viewer === "unreadable" ? (
        <InlineAlert tone="danger">
          <span>{viewer === "failed" ? TEXT.pdfLoadFailed : TEXT.unablePdf}</span>{" "}
          <Button size="sm" variant="secondary" onClick={() => void retry()}>
            {TEXT.retry}
          </Button>
        </InlineAlert>
      ) : null}
      {viewer === "shown" && signedUrl.data ? (
        <iframe
          className={styles.pdfFrame}
          src={signedUrl.data.url}
          title={`${lesson.title} (PDF)`}
        />
      ) : null}
    </section>
  );
}
