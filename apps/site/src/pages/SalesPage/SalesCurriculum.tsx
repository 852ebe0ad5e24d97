import {
  DEVELOPER_CURRICULUM,
  formatMinutes,
  LICENSING_CURRICULUM,
  type CurriculumModule,
} from "../../content/curricula.ts";
import * as shared from "../../styles/shared.css.ts";
import * as styles from "./SalesPage.css.ts";
import { SALES_TEXT } from "./salesText.ts";

const CURRICULA: Record<1 | 2, CurriculumModule[]> = {
  1: DEVELOPER_CURRICULUM,
  2: LICENSING_CURRICULUM,
};

/**
 * A sales page's curriculum section (academy.md §2, §9): the 9 modules, each opening onto its
 * lessons. Loaded lazily by SalesPage with the curricula, after the page's first paint (the
 * prerendered HTML already shows it): issue #30.
 */
export function SalesCurriculum({ courseId }: { courseId: 1 | 2 }) {
  const modules = CURRICULA[courseId];
  return (
    <section className={shared.section} aria-labelledby="curriculum-title">
      <div className={shared.container}>
        <h2 id="curriculum-title" className={shared.sectionHeading}>
          {SALES_TEXT.curriculum}
        </h2>
        <p className={`${shared.lead} ${styles.curriculumLead}`}>
          {SALES_TEXT.curriculumText(modules.length)}
        </p>
        <ol className={styles.modules}>
          {modules.map((module, index) => (
            <li key={module.title}>
              <details className={styles.module}>
                <summary className={styles.summary}>
                  <span className={styles.moduleNumber}>{SALES_TEXT.module(index + 1)}</span>
                  <span className={styles.moduleTitle}>{module.title}</span>
                  <span className={styles.moduleCount}>
                    {SALES_TEXT.lessons(module.lessons.length)}
                  </span>
                </summary>
                <ul className={styles.lessons}>
                  {module.lessons.map((lesson) => (
                    <li key={lesson.title} className={styles.lesson}>
                      <span>{lesson.title}</span>
                      <span className={styles.lessonMeta}>
                        {SALES_TEXT.lessonType[lesson.type]} · {formatMinutes(lesson.duration)}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
