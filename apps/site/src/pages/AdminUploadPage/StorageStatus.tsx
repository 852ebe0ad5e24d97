import { Badge, Button } from "@academy/ui";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import type { StorageState } from "./useStorageStatus.ts";

const TONE = { unknown: "neutral", connected: "green", error: "red" } as const;

export interface StorageStatusProps {
  state: StorageState;
  message: string | null;
  testing: boolean;
  onTest: () => void;
}

/** The S3 status panel: the state as a badge, the last answer, and the test button. */
export function StorageStatus({ state, message, testing, onTest }: StorageStatusProps) {
  return (
    <section className={styles.panel} aria-labelledby="storage-status-title">
      <h2 id="storage-status-title" className={styles.panelTitle}>
        {TEXT.s3Heading}
      </h2>
      <div className={styles.row}>
        <Badge tone={TONE[state]} data-state={state}>
          {TEXT.s3States[state]}
        </Badge>
        <Button variant="secondary" onClick={onTest} disabled={testing} aria-busy={testing}>
          {testing ? TEXT.s3Testing : TEXT.s3Test}
        </Button>
      </div>
      <p role="status" className={styles.message}>
        {message ?? (state === "unknown" ? TEXT.s3Needed : "")}
      </p>
    </section>
  );
}
