import { Button } from "@academy/ui";
import { Link } from "react-router-dom";
import { COMING_SOON } from "../../pageText.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import * as styles from "./ComingSoonPage.css.ts";

export interface ComingSoonPageProps {
  /** What the page will be, e.g. "Course player". */
  feature: string;
}

/** A clear placeholder for a route whose page belongs to a later issue: never a blank screen. */
export function ComingSoonPage({ feature }: ComingSoonPageProps) {
  usePageTitle(feature);
  return (
    <section className={styles.root} aria-labelledby="coming-soon-title">
      <p className={styles.eyebrow}>{COMING_SOON.title}</p>
      <h1 id="coming-soon-title" className={styles.title}>
        {feature}
      </h1>
      <p className={styles.text}>{COMING_SOON.text}</p>
      <Button asChild>
        <Link to="/">{COMING_SOON.home}</Link>
      </Button>
    </section>
  );
}
