import { Badge, Button, Spinner } from "@academy/ui";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import * as styles from "./AdminUploadPage.css.ts";
import type { StorageState, StorageWords } from "./useStorageStatus.ts";

const TONE = { unknown: "neutral", connected: "green", error: "red" } as const;

export interface StorageStatusProps {
  state: StorageState;
  message: string | null;
  testing: boolean;
  /** The storage's words (S3 or local storage); null while the driver is not yet known. */
  words: StorageWords | null;
  onTest: () => void;
}

/** The storage status panel: the state as a badge, the last answer, and the test button. */
export function StorageStatus({ state, message, testing, words, onTest }: StorageStatusProps) {
  if (!words)
    return (
      <section className={styles.panel} aria-busy="true">
        <Spinner />
      </section>
    );
  return (
    <section className={styles.panel} aria-labelledby="storage-status-title">
      <h2 id="storage-status-title" className={styles.panelTitle}>
        {words.heading}
      </h2>
      <div className={styles.row}>
        <Badge tone={TONE[state]} data-state={state}>
          {TEXT.storageStates[state]}
        </Badge>
        <Button variant="secondary" onClick={onTest} disabled={testing} aria-busy={testing}>
          {testing ? TEXT.storageTesting : words.test}
        </Button>
      </div>
      <p role="status" className={styles.message}>
        {message ?? (state === "unknown" ? words.needed : "")}
      </p>
    </section>
  );
}
