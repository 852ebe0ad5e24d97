import { Button } from "@academy/ui";
import { CoursePrice } from "../../components/CoursePrice/CoursePrice.tsx";
import { EnrolAction } from "../../components/EnrolAction/EnrolAction.tsx";
import { MENTORSHIP } from "../../content/courses.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { useOnDemandDialog } from "../../components/OnDemand/useOnDemandDialog.ts";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import * as shared from "../../styles/shared.css.ts";
import * as sales from "../SalesPage/SalesPage.css.ts";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";

/** The features and success stories below the hero: the prerendered HTML shows them first. */
const MentorshipSections = lazyComponent(
  () => import("./MentorshipSections.tsx"),
  "MentorshipSections",
);
/**
 * The dialog (Radix, two thirds of the page's code) and its form load on the first click of an
 * Apply button, not with the page (issue #30).
 */
const MentorshipApplicationDialog = lazyComponent(
  () => import("./MentorshipApplicationDialog.tsx"),
  "MentorshipApplicationDialog",
);

/**
 * /mentorship (academy.md §2, §9): title, figures, features, success stories and the Apply
 * for Mentorship modal form; the course can also be bought by card (issue #14), which grants
 * the mentorship key and with it both courses.
 */
export function MentorshipPage() {
  usePageTitle(MENTORSHIP.title);
  const application = useOnDemandDialog();
  const apply = () => application.setOpen(true);
  const applyButton = (
    <Button size="lg" onClick={apply}>
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
            <CoursePrice
              size="lg"
              courseId={MENTORSHIP.courseId}
              originalPrice={MENTORSHIP.originalPrice}
              percentOff={MENTORSHIP.percentOff}
            />
            <EnrolAction course={MENTORSHIP} courseKey="mentorship" />
            <Button variant="secondary" size="lg" fullWidth onClick={apply}>
              {TEXT.apply}
            </Button>
          </div>
        </div>
      </section>

      {/* Below the hero: on a client-side visit it appears under it, so nothing shown moves. */}
      <OnDemand>
        <MentorshipSections closing={applyButton} />
      </OnDemand>

      {application.wanted ? (
        <OnDemand onDismiss={application.abandon}>
          <MentorshipApplicationDialog open={application.open} onOpenChange={application.setOpen} />
        </OnDemand>
      ) : null}
    </>
  );
}
