import { useQueryHooks, type AdminPerson } from "@academy/api";
import { Badge, ProgressBar } from "@academy/ui";
import { useId, useState } from "react";
import { AdminActionDialog } from "../../components/AdminActionDialog/AdminActionDialog.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminPersonPage.css.ts";
import { PLANS_PANEL_TEXT } from "./plansPanelText.ts";
import type { ConsoleActions } from "./useConsoleAction.ts";

interface PanelProps {
  person: AdminPerson;
  actions: ConsoleActions;
}

/**
 * The person's courses with progress and quiz or exam results, certificates, give and take.
 * A course its paused payment plan closed says so, with the payment due (issue 48).
 */
export function CoursesPanel({ person, actions }: PanelProps) {
  const personId = person.profile.id;
  const catalogue = useQueryHooks().useQuery("get", "/courses", {});
  const held = new Set(person.courses.map((course) => course.course_id));
  const offer = (catalogue.data ?? []).filter((course) => !held.has(course.id));
  const [courseId, setCourseId] = useState("");
  const selectId = useId();
  const chosen = offer.find((course) => String(course.id) === courseId) ?? offer[0];

  return (
    <section aria-labelledby="person-courses" className={styles.panel}>
      <h2 id="person-courses" className={styles.panelTitle}>
        {TEXT.coursesTitle}
      </h2>
      {person.courses.length === 0 ? <p className={styles.muted}>{TEXT.noCourses}</p> : null}
      <ul className={styles.list}>
        {person.courses.map((course) => (
          <li key={course.course_id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{course.name}</strong>
              <span className={styles.muted}>
                {course.source === "payment" ? TEXT.viaPayment : TEXT.viaGrant}
              </span>
              {course.paused ? (
                <Badge tone="yellow">
                  {PLANS_PANEL_TEXT.coursePaused(
                    Math.min(course.paused.instalments_paid + 1, course.paused.instalments),
                    course.paused.instalments,
                  )}
                </Badge>
              ) : null}
              <AdminActionDialog
                label={`${TEXT.revoke}: ${course.name}`}
                person={person.profile.full_name}
                onConfirm={(why) =>
                  actions.revoke.mutateAsync({
                    params: { path: { personId, courseId: course.course_id } },
                    body: why,
                  })
                }
              />
            </div>
            <ProgressBar
              value={course.lessons_completed}
              max={Math.max(course.lessons_total, 1)}
              label={TEXT.lessons(course.lessons_completed, course.lessons_total)}
            />
            {course.quizzes.map((quiz) => (
              <p key={quiz.quiz_id} className={styles.muted}>
                {TEXT.quiz(quiz.title, quiz.best_score, quiz.attempts, quiz.passed)}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {chosen ? (
        <div className={styles.actions}>
          <label htmlFor={selectId} className={styles.muted}>
            {TEXT.grantCourse}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={String(chosen.id)}
            onChange={(event) => setCourseId(event.target.value)}
          >
            {offer.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </select>
          <AdminActionDialog
            label={TEXT.grant}
            tone="primary"
            person={person.profile.full_name}
            onConfirm={(why) =>
              actions.grant.mutateAsync({
                params: { path: { personId } },
                body: { ...why, course_id: chosen.id },
              })
            }
          />
        </div>
      ) : null}
      <h3 className={styles.subTitle}>{TEXT.certificates}</h3>
      {person.certificates.length === 0 ? (
        <p className={styles.muted}>{TEXT.noCertificates}</p>
      ) : (
        <ul className={styles.list}>
          {person.certificates.map((certificate) => (
            <li key={certificate.id} className={styles.muted}>
              {certificate.course_name} · {certificate.code} ·{" "}
              {new Date(certificate.issued_at).toLocaleDateString()}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
