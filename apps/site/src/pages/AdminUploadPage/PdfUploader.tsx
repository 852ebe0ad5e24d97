import { Button, FileDrop } from "@academy/ui";
import { useState } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { UploadProgress } from "./UploadProgress.tsx";
import { isActive } from "./uploadState.ts";
import { useLeaveWarning } from "./useLeaveWarning.ts";
import { usePdfUpload } from "./usePdfUpload.ts";

export interface PdfUploaderProps {
  lessonId: number;
  onUploaded: () => void;
}

/**
 * Choose a PDF (type checked here and by content on the server) and upload it on Uppy: bytes,
 * speed and time left, then "processing"; retried while the network or the storage is down;
 * Cancel stops it; the page asks before it is left mid-upload.
 */
export function PdfUploader({ lessonId, onUploaded }: PdfUploaderProps) {
  const { upload, state } = usePdfUpload(lessonId, onUploaded);
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const active = isActive(state.phase);
  useLeaveWarning(active);

  return (
    <div className={styles.panel}>
      <FileDrop
        label={TEXT.pdfLabel}
        accept={TEXT.pdfAccept}
        maxBytes={TEXT.maxPdfBytes}
        typeError={TEXT.notPdf}
        sizeError={TEXT.pdfSizeError}
        hint={TEXT.pdfHint}
        preview={false}
        value={file}
        onValueChange={(next) => {
          setFile(next);
          setRejected(null);
          // A new pick replaces the last outcome (issue 28 §5).
          upload.reset();
        }}
        onReject={(message) => {
          setRejected(message);
          upload.reset();
        }}
        error={rejected ?? undefined}
        disabled={active}
      />
      <div className={styles.row}>
        <Button
          onClick={() => {
            if (!file) return;
            upload.start(file);
            setFile(null);
          }}
          disabled={!file || active}
          aria-busy={active}
        >
          {active ? TEXT.uploadingPdf : TEXT.uploadPdf}
        </Button>
        {state.phase === "retrying" ? (
          <Button variant="secondary" onClick={upload.retryNow}>
            {TEXT.retryNow}
          </Button>
        ) : null}
        {active ? (
          <Button variant="secondary" onClick={upload.cancel}>
            {TEXT.cancelPdfUpload}
          </Button>
        ) : null}
      </div>
      {active ? (
        <UploadProgress
          state={state}
          label={`${TEXT.uploadingPdfLabel}: ${state.filename ?? ""}`}
          processing={TEXT.processingPdf}
        />
      ) : null}
      <p role="status" className={styles.message}>
        {state.phase === "done" ? TEXT.pdfUploaded : null}
        {state.phase === "cancelled" ? TEXT.uploadCancelled : null}
      </p>
      {state.phase === "failed" ? (
        <div role="alert">
          <p className={styles.message}>{TEXT.pdfUploadFailed}</p>
          {state.details.length > 0 ? (
            <ul className={styles.details}>
              {state.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
