import { useSession } from "@academy/api";
import { Button } from "@academy/ui";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { CourseCard } from "../../components/CourseCard/CourseCard.tsx";
import { useCourseDestination } from "../../components/CourseCard/useCourseDestination.ts";
import { WhenVisible } from "../../components/WhenVisible/WhenVisible.tsx";
import { GrandOpeningBanner } from "../../components/GrandOpeningBanner/GrandOpeningBanner.tsx";
import { DEAL_CALCULATOR_PATH, SECTION_IDS } from "../../constants.ts";
import { CONTACT_FORM, PARTNERSHIP_FORM } from "../../formText.ts";
import { COMPANY, formatAddress } from "../../content/company.ts";
import { COURSE_CARDS } from "../../content/courseCards.ts";
import { ACCELERATOR, COURSES_SECTION, HERO, LEADERSHIP, PATHWAY } from "../../content/landing.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { LazySiteImage } from "../../components/SiteImage/LazySiteImage.tsx";
import { HERO_IMAGE, instructorImageSlot } from "../../content/siteImages.ts";
import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import * as shared from "../../styles/shared.css.ts";
import * as styles from "./HomePage.css.ts";

// Shown only after "Join the Network": its code loads then (or on hover/focus of that button).
const PartnershipForm = lazyComponent(
  () => import("../../components/PartnershipForm/PartnershipForm.tsx"),
  "PartnershipForm",
);
// At the foot of the page: its code loads as it comes into view (or the address is #contact).
const ContactForm = lazyComponent(
  () => import("../../components/ContactForm/ContactForm.tsx"),
  "ContactForm",
);
const preloadPartnershipForm = () => {
  // A failure here is tried again when the form renders, which shows it.
  PartnershipForm.preload().catch(() => {});
};

/**
 * The landing page (academy.md §2): the Grand Opening banner, then the home, courses,
 * leadership, pathway, accelerator and contact sections, each reachable by its anchor.
 */
export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <GrandOpeningBanner />
      <Hero />
      <Courses />
      <Leadership />
      <Pathway />
      <Accelerator />
      <Contact />
    </>
  );
}

function Hero() {
  return (
    <section id={SECTION_IDS.home} className={styles.hero} aria-labelledby="home-title">
      <div className={`${shared.container} ${styles.heroLayout}`}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HERO.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {HERO.title}
          </h1>
          <p className={styles.heroText}>{HERO.text}</p>
          <div className={styles.heroActions}>
            <Button asChild size="lg">
              <Link to={`#${SECTION_IDS.courses}`}>{HERO.cta}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={DEAL_CALCULATOR_PATH}>{HERO.calculatorCta}</Link>
            </Button>
          </div>
          <dl className={styles.stats}>
            {HERO.stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.heroArt}>
          <LazySiteImage
            slot={HERO_IMAGE.slot}
            kind={HERO_IMAGE.kind}
            sizes="(min-width: 1024px) 40vw, 100vw"
            eager={HERO_IMAGE}
            priority
          />
        </div>
      </div>
    </section>
  );
}

function Courses() {
  const { checking, open, signedIn } = useCourseDestination();
  const { user } = useSession();
  return (
    <section id={SECTION_IDS.courses} className={shared.section} aria-labelledby="courses-title">
      <div className={shared.container}>
        <div className={styles.sectionIntro}>
          <h2 id="courses-title" className={shared.sectionHeading}>
            {COURSES_SECTION.title}
          </h2>
          <p className={shared.lead}>{COURSES_SECTION.text}</p>
        </div>
        <ul className={styles.cardGrid}>
          {COURSE_CARDS.map((course) => (
            <li key={course.courseId}>
              <CourseCard
                course={course}
                signedIn={signedIn}
                enrolled={user?.courses.includes(course.courseKey) ?? false}
                checking={checking === course.courseId}
                disabled={checking !== null && checking !== course.courseId}
                onOpen={(courseId, route) => void open(courseId, route)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Leadership() {
  return (
    <section
      id={SECTION_IDS.leadership}
      className={`${shared.section} ${styles.tinted}`}
      aria-labelledby="leadership-title"
    >
      <div className={shared.container}>
        <div className={styles.sectionIntro}>
          <h2 id="leadership-title" className={shared.sectionHeading}>
            {LEADERSHIP.title}
          </h2>
          <p className={shared.lead}>{LEADERSHIP.text}</p>
        </div>
        <ul className={styles.twoGrid}>
          {LEADERSHIP.people.map((person) => (
            <li key={person.name} className={styles.person}>
              <LazySiteImage
                slot={instructorImageSlot(person.name)}
                kind="instructor"
                sizes="5rem"
                className={styles.personPhoto}
                fallback={
                  <span className={styles.personMark} aria-hidden="true">
                    {person.initials}
                  </span>
                }
              />
              <div className={styles.personBody}>
                <h3 className={styles.cardTitle}>{person.name}</h3>
                <p className={styles.role}>{person.role}</p>
                <p className={styles.muted}>{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Pathway() {
  return (
    <section id={SECTION_IDS.pathway} className={shared.section} aria-labelledby="pathway-title">
      <div className={shared.container}>
        <div className={styles.sectionIntro}>
          <h2 id="pathway-title" className={shared.sectionHeading}>
            {PATHWAY.title}
          </h2>
          <p className={shared.lead}>{PATHWAY.text}</p>
        </div>
        <ol className={styles.steps}>
          {PATHWAY.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Accelerator() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <section
      id={SECTION_IDS.accelerator}
      className={`${shared.section} ${styles.dark}`}
      aria-labelledby="accelerator-title"
    >
      <div className={shared.container}>
        <div className={styles.sectionIntro}>
          <h2 id="accelerator-title" className={styles.darkHeading}>
            {ACCELERATOR.title}
          </h2>
          <p className={styles.darkLead}>{ACCELERATOR.text}</p>
        </div>
        <ul className={styles.threeGrid}>
          {ACCELERATOR.points.map((point) => (
            <li key={point.title} className={styles.darkCard}>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.darkMuted}>{point.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.joinRow}>
          <Button
            size="lg"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setOpen((value) => !value)}
            onPointerEnter={preloadPartnershipForm}
            onFocus={preloadPartnershipForm}
          >
            {open ? PARTNERSHIP_FORM.close : PARTNERSHIP_FORM.open}
          </Button>
        </div>
        {open ? (
          <div className={styles.joinPanel}>
            <h3 className={styles.cardTitle}>{PARTNERSHIP_FORM.heading}</h3>
            <OnDemand>
              <PartnershipForm id={formId} onClose={() => setOpen(false)} />
            </OnDemand>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function Contact() {
  return (
    <section
      id={SECTION_IDS.contact}
      className={`${shared.section} ${styles.tinted}`}
      aria-labelledby="contact-title"
    >
      <div className={`${shared.container} ${styles.contactGrid}`}>
        <div className={styles.sectionIntro}>
          <h2 id="contact-title" className={shared.sectionHeading}>
            {CONTACT_FORM.heading}
          </h2>
          <p className={shared.lead}>{CONTACT_FORM.intro}</p>
          <address className={styles.contactDetails}>
            <span>{formatAddress()}</span>
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </address>
        </div>
        <WhenVisible className={styles.formPanel}>
          <ContactForm />
        </WhenVisible>
      </div>
    </section>
  );
}
