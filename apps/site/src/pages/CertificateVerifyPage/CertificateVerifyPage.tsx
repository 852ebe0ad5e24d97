import { Button, InlineAlert, Spinner } from "@academy/ui";
import { Link, useParams } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { CERTIFICATE_VERIFY as TEXT, formatIssueDate } from "./certificateVerifyText.ts";
import { useCertificateVerification } from "./useCertificateVerification.ts";
import * as styles from "./CertificateVerifyPage.css.ts";

/**
 * /certificates/verify/{code}: anyone holding a certificate checks it here by the code printed
 * on it. A valid code shows the learner's name, the course and the date; an unknown one says so.
 */
export function CertificateVerifyPage() {
  usePageTitle(TEXT.title);
  const code = useParams().code ?? "";
  const { state, retry } = useCertificateVerification(code);

  return (
    <section
      className={styles.root}
      aria-labelledby="certificate-verify-title"
      aria-busy={state.status === "loading"}
    >
      <h1 id="certificate-verify-title" className={styles.title}>
        {TEXT.title}
      </h1>
      {state.status === "loading" ? (
        <p role="status" className={styles.loading}>
          <Spinner size="sm" decorative /> {TEXT.loading}
        </p>
      ) : null}
      {state.status === "valid" ? (
        <>
          <InlineAlert tone="success">{TEXT.valid}</InlineAlert>
          <dl className={styles.details}>
            <div>
              <dt className={styles.term}>{TEXT.learner}</dt>
              <dd className={styles.value}>{state.certificate.learner_name}</dd>
            </div>
            <div>
              <dt className={styles.term}>{TEXT.course}</dt>
              <dd className={styles.value}>{state.certificate.course_name}</dd>
            </div>
            <div>
              <dt className={styles.term}>{TEXT.issued}</dt>
              <dd className={styles.value}>{formatIssueDate(state.certificate.issued_at)}</dd>
            </div>
            <div>
              <dt className={styles.term}>{TEXT.code}</dt>
              <dd className={styles.value}>{state.certificate.verification_code}</dd>
            </div>
          </dl>
        </>
      ) : null}
      {state.status === "unknown" ? <InlineAlert tone="danger">{TEXT.unknown}</InlineAlert> : null}
      {state.status === "failed" ? <InlineAlert tone="danger">{TEXT.failed}</InlineAlert> : null}
      <div className={styles.actions}>
        {state.status === "failed" ? (
          <Button variant="secondary" onClick={retry}>
            {TEXT.retry}
          </Button>
        ) : null}
        <Button asChild variant={state.status === "failed" ? "ghost" : "secondary"}>
          <Link to="/">{TEXT.home}</Link>
        </Button>
      </div>
    </section>
  );
}
