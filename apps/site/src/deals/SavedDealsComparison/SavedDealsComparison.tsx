import { Link as UiLink } from "@academy/ui";
import { COMPARE_TEXT, DealComparison, type Comparison } from "@academy/widgets";
import { Link } from "react-router-dom";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import * as styles from "./SavedDealsComparison.css.ts";

export interface SavedDealsComparisonProps {
  comparison: Comparison;
  /** The comparison's page of its own, when the analyzer has one (/deal-calculator/compare). */
  pagePath?: string | undefined;
}

/** The picked deals compared under an analyzer, with the way to the compare page if any. */
export function SavedDealsComparison({ comparison, pagePath }: SavedDealsComparisonProps) {
  return (
    <section className={styles.section} aria-labelledby="saved-deals-comparison">
      <h3 id="saved-deals-comparison" className={styles.title}>
        {COMPARE_TEXT.title}
      </h3>
      {pagePath ? (
        <UiLink asChild>
          <Link to={pagePath}>{TEXT.comparePage}</Link>
        </UiLink>
      ) : null}
      <DealComparison comparison={comparison} />
    </section>
  );
}
