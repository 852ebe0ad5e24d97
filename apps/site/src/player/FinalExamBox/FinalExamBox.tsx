import type { components, Course } from "@academy/api";
import { Button, InlineAlert } from "@academy/ui";
import { useId } from "react";
import { PLAYER_TEXT } from "../constants.ts";
import { canTakeFinalExam, isModuleComplete } from "../logic/course.ts";
import { useCertificateDownload } from "../useCertificateDownload.ts";
import * as styles from "./FinalExamBox.css.ts";

type CertificateSummary = components["schemas"]["CertificateSummary"];

export interface FinalExamBoxProps {
  course: Course;
  /** The learner's certificate for the course, once issued (GET /users/{id}/progress). */
  certificate?: CertificateSummary | null;
  /** The final exam is the main area's content right now. */
  active?: boolean;
  onStart: () => void;
}

/**
 * The sidebar's Final Exam box (academy.md §2, §4): the button reads Exam Locked until every
 * module is complete and the server allows the exam (it also wants every module quiz passed).
 * Once the certificate is issued, it is downloaded from here.
 */
export function FinalExamBox({
  course,
  certificate: issued = null,
  active = false,
  onStart,
}: FinalExamBoxProps) {
  const headingId = useId();
  const hintId = useId();
  const unlocked = canTakeFinalExam(course);
  const certificate = useCertificateDownload(course.id);
  const hasExam = course.final_exam_id !== null;
  const modulesDone = course.modules.length > 0 && course.modules.every(isModuleComplete);

  return (
    <section
      className={styles.root}
      aria-labelledby={headingId}
      data-state={unlocked ? "unlocked" : "locked"}
      data-active={active ? "" : undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {PLAYER_TEXT.finalExam}
      </h2>
      <p id={hintId} className={styles.hint}>
        {!hasExam
          ? PLAYER_TEXT.noFinalExam
          : issued
            ? PLAYER_TEXT.finalExamPassedHint
            : unlocked
              ? PLAYER_TEXT.finalExamReadyHint
              : modulesDone
                ? PLAYER_TEXT.finalExamQuizzesHint
                : PLAYER_TEXT.finalExamLockedHint}
      </p>
      {hasExam ? (
        <Button
          fullWidth
          variant={unlocked ? "primary" : "secondary"}
          disabled={!unlocked}
          aria-describedby={hintId}
          aria-current={active ? "true" : undefined}
          onClick={onStart}
        >
          {unlocked ? PLAYER_TEXT.takeFinalExam : PLAYER_TEXT.examLocked}
        </Button>
      ) : null}
      {issued ? (
        <>
          <Button
            fullWidth
            variant="secondary"
            busy={certificate.busy}
            busyLabel={PLAYER_TEXT.downloadingCertificate}
            onClick={() => void certificate.download()}
          >
            {PLAYER_TEXT.downloadCertificate}
          </Button>
          <p className={styles.hint}>{PLAYER_TEXT.verificationCode(issued.verification_code)}</p>
          {certificate.error ? <InlineAlert tone="danger">{certificate.error}</InlineAlert> : null}
        </>
      ) : null}
    </section>
  );
}
