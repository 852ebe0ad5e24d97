import { useQueryHooks, type User } from "@academy/api";
import { Button, Card, InlineAlert, ProgressBar, Spinner } from "@academy/ui";
import { Link } from "react-router-dom";
import { PausedCourse } from "../../components/PausedCourse/PausedCourse.tsx";
import { useCertificateDownload } from "../../player/useCertificateDownload.ts";
import { useAccountProgress, useCourseNames } from "./accountQueries.ts";
import { ACCOUNT_TEXT as TEXT } from "./accountText.ts";
import * as styles from "./AccountPage.css.ts";

/** The courses the user is enrolled in, with progress and, once earned, the certificate. */
export function CoursesSection({ user }: { user: User }) {
  const progress = useAccountProgress(user.id);
  const names = useCourseNames();
  // Issue 48: a course whose plan is paused is still the learner's (closed until paid).
  const plans = useQueryHooks().useQuery("get", "/account/payment-plans");
  const paused = (plans.data ?? []).filter((plan) => plan.status === "paused");

  return (
    <section aria-labelledby="account-courses" className={styles.section}>
      <h2 id="account-courses" className={styles.sectionTitle}>
        {TEXT.courses}
      </h2>
      {progress.isPending ? <Spinner label={TEXT.loading} /> : null}
      {progress.isError ? <InlineAlert tone="danger">{TEXT.loadFailed}</InlineAlert> : null}
      {progress.data && progress.data.courses.length === 0 && paused.length === 0 ? (
        <p className={styles.muted}>
          {TEXT.noCourses} <Link to="/#courses">{TEXT.browseCourses}</Link>
        </p>
      ) : null}
      <ul className={styles.list}>
        {progress.data?.courses.map((course) => {
          const name = names.get(course.course_id) ?? `#${course.course_id}`;
          return (
            <li key={course.course_id}>
              <Card padding="lg" className={styles.course}>
                <h3 className={styles.itemTitle}>{name}</h3>
                <ProgressBar
                  value={course.percentage}
                  label={TEXT.progressOf(name)}
                  showValue
                  tone={course.percentage >= 100 ? "success" : "brand"}
                />
                <p className={styles.muted}>
                  {TEXT.lessonsDone(course.completed_lessons, course.total_lessons)}
                </p>
                <div className={styles.actions}>
                  <Button asChild variant="secondary">
                    <Link to={`/course/${course.course_id}`}>{TEXT.openCourse}</Link>
                  </Button>
                  {course.certificate ? (
                    <CertificateActions
                      courseId={course.course_id}
                      code={course.certificate.verification_code}
                    />
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
        {paused.map((plan) => (
          <li key={`plan-${plan.id}`}>
            <Card padding="lg" className={styles.course}>
              <h3 className={styles.itemTitle}>{plan.name}</h3>
              <PausedCourse plan={plan} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CertificateActions({ courseId, code }: { courseId: number; code: string }) {
  const { download, busy, error } = useCertificateDownload(courseId);
  return (
    <>
      <Button busy={busy} onClick={() => void download()}>
        {TEXT.downloadCertificate}
      </Button>
      <Link className={styles.link} to={`/certificates/verify/${code}`}>
        {TEXT.verifyCertificate(code)}
      </Link>
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
    </>
  );
}
