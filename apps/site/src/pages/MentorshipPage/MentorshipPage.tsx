import { Button, Dialog, PriceTag, Spinner } from "@academy/ui";
import { Suspense, useState } from "react";
import { EnrolAction } from "../../components/EnrolAction/EnrolAction.tsx";
import { MENTORSHIP } from "../../content/courses.ts";
import { lazyPage } from "../../lib/lazyPage.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as shared from "../../styles/shared.css.ts";
import * as sales from "../SalesPage/SalesPage.css.ts";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";
import * as styles from "./MentorshipPage.css.ts";

/** The form (and its Select, a fifth of the page's code) loads when the dialog opens (#30). */
const MentorshipApplication = lazyPage(
  () => import("./MentorshipApplication.tsx"),
  "MentorshipApplication",
);

/**
 * /mentorship (academy.md §2, §9): title, figures, features, success stories and the Apply
 * for Mentorship modal form; the course can also be bought by card (issue #14), which grants
 * the mentorship key and with it both courses.
 */
export function MentorshipPage() {
  usePageTitle(MENTORSHIP.title);
  const [applying, setApplying] = useState(false);
  const applyButton = (
    <Button size="lg" onClick={() => setApplying(true)}>
      {TEXT.apply}
    </Button>
  );

  return (
    <>
      <section className={sales.hero} aria-labelledby="mentorship-title">
        <div className={`${shared.container} ${sales.heroGrid}`}>
          <div className={sales.heroText}>
            <p className={sales.eyebrow}>{TEXT.eyebrow}</p>
            <h1 id="mentorship-title" className={sales.title}>
              {MENTORSHIP.title}
            </h1>
            <p className={sales.subtitle}>{MENTORSHIP.subtitle}</p>
            <dl className={sales.stats}>
              {TEXT.facts.map((fact) => (
                <div key={fact.label} className={sales.stat}>
                  <dt className={sales.statLabel}>{fact.label}</dt>
                  <dd className={sales.statValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={sales.buyBox}>
            <PriceTag
              size="lg"
              price={MENTORSHIP.price}
              originalPrice={MENTORSHIP.originalPrice}
              percentOff={MENTORSHIP.percentOff}
            />
            <EnrolAction course={MENTORSHIP} courseKey="mentorship" />
            <Button variant="secondary" size="lg" fullWidth onClick={() => setApplying(true)}>
              {TEXT.apply}
            </Button>
          </div>
        </div>
      </section>

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
          <div className={styles.closing}>{applyButton}</div>
        </div>
      </section>

      <Dialog
        open={applying}
        onOpenChange={setApplying}
        title={TEXT.formTitle}
        description={TEXT.formDescription}
        size="lg"
      >
        {applying ? (
          <Suspense fallback={<Spinner />}>
            <MentorshipApplication onClose={() => setApplying(false)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
