import type { ReactNode } from "react";
import * as shared from "../../styles/shared.css.ts";
import * as sales from "../SalesPage/SalesPage.css.ts";
import { MENTORSHIP_SECTIONS_TEXT as TEXT } from "./mentorshipSections.ts";
import * as styles from "./MentorshipPage.css.ts";

/**
 * /mentorship below its hero (academy.md §9): what you get and the success stories, ending on
 * `closing` (the page's Apply button). Loaded lazily by MentorshipPage (issue #30).
 */
export function MentorshipSections({ closing }: { closing: ReactNode }) {
  return (
    <>
      <section className={shared.section} aria-labelledby="features-title">
        <div className={shared.container}>
          <h2 id="features-title" className={shared.sectionHeading}>
            {TEXT.featuresTitle}
          </h2>
          <ul className={styles.features}>
            {TEXT.features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${shared.section} ${sales.tinted}`} aria-labelledby="stories-title">
        <div className={shared.container}>
          <h2 id="stories-title" className={shared.sectionHeading}>
            {TEXT.storiesTitle}
          </h2>
          <ul className={styles.stories}>
            {TEXT.stories.map((story) => (
              <li key={story.name}>
                <figure className={styles.story}>
                  <blockquote className={styles.quote}>
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <strong>{story.name}</strong>
                    <span>{story.detail}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className={styles.closing}>{closing}</div>
        </div>
      </section>
    </>
  );
}
