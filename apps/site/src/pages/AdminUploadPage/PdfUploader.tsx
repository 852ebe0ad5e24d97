import { ApiError, useApi } from "@academy/api";
import { Button, FileDrop } from "@academy/ui";
import { useState } from "react";
import { apiErrorDetails, uploadPdf } from "./adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";

export interface PdfUploaderProps {
  lessonId: number;
  onUploaded: () => void;
}

type Outcome = { kind: "done" } | { kind: "failed"; details: string[] } | null;

/** Choose a PDF (type checked here and by content on the server) and upload it. */
export function PdfUploader({ lessonId, onUploaded }: PdfUploaderProps) {
  const { client } = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send(chosen: File) {
    setBusy(true);
    setOutcome(null);
    try {
      await uploadPdf(client, lessonId, chosen);
      setFile(null);
      setOutcome({ kind: "done" });
      onUploaded();
    } catch (error) {
      // academy.md §8: PDF upload failed; the server's detail may be a list of messages (a
      // storage that cannot be reached says so); no answer at all is the network (issue 28).
      setOutcome({
        kind: "failed",
        details:
          error instanceof ApiError && error.status !== null
            ? apiErrorDetails(error)
            : [TEXT.pdfNetworkLost],
      });
    } finally {
      setBusy(false);
    }
  }

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
          // A new pick replaces the last failure (issue 28 §5).
          setOutcome(null);
        }}
        onReject={(message) => {
          setRejected(message);
          setOutcome(null);
        }}
        error={rejected ?? undefined}
        disabled={busy}
      />
      <div className={styles.row}>
        <Button onClick={() => file && void send(file)} disabled={!file || busy} aria-busy={busy}>
          {busy ? TEXT.uploadingPdf : TEXT.uploadPdf}
        </Button>
      </div>
      <p role="status" className={styles.message}>
        {outcome?.kind === "done" ? TEXT.pdfUploaded : null}
      </p>
      {outcome?.kind === "failed" ? (
        <div role="alert">
          <p className={styles.message}>{TEXT.pdfUploadFailed}</p>
          {outcome.details.length > 0 ? (
            <ul className={styles.details}>
              {outcome.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
