import { InlineAlert } from "@academy/ui";
import {
  LICENSING_COURSE,
  LICENSING_STATES_CLAIM,
  REFERENCE_BOOKS_NOTICE,
  SUPPORTED_STATES,
} from "../../content/courses.ts";
import * as shared from "../../styles/shared.css.ts";
import { SalesPage } from "./SalesPage.tsx";
import * as styles from "./SalesPage.css.ts";

/** /nasclaprep: the licensing course, id 2 (academy.md §2, §9). */
export function NasclaPrepPage() {
  return (
    <SalesPage
      course={LICENSING_COURSE}
      courseKey="nascla"
      eyebrow="NASCLA Exam Preparation"
      notice={<InlineAlert tone="warning">{REFERENCE_BOOKS_NOTICE}</InlineAlert>}
      extraStats={[{ label: "Licensing valid in", value: `${LICENSING_STATES_CLAIM} states` }]}
    >
      <section className={`${shared.section} ${styles.tinted}`} aria-labelledby="states-title">
        <div className={shared.container}>
          <h2 id="states-title" className={shared.sectionHeading}>
            Supported States
          </h2>
          <p className={`${shared.lead} ${styles.curriculumLead}`}>
            The NASCLA Accredited Examination for Commercial Building Contractors is accepted by
            these state licensing boards.
          </p>
          <ul className={styles.states}>
            {SUPPORTED_STATES.map((state) => (
              <li key={state} className={styles.state}>
                {state}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </SalesPage>
  );
}
