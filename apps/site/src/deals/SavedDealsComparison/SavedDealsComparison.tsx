import { Link as UiLink } from "@academy/ui";
import { COMPARE_TEXT, DealComparison, type ComparedDeal } from "@academy/widgets";
import { Link } from "react-router-dom";
import { comparePath } from "../comparePath.ts";
import { SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";
import * as styles from "./SavedDealsComparison.css.ts";

/** The picked deals compared on /deal-calculator, with the way to the compare page. */
export function SavedDealsComparison({ deals }: { deals: readonly ComparedDeal[] }) {
  return (
    <section className={styles.section} aria-labelledby="saved-deals-comparison">
      <h3 id="saved-deals-comparison" className={styles.title}>
        {COMPARE_TEXT.title}
      </h3>
      <UiLink asChild>
        <Link to={comparePath(deals.map((deal) => deal.id))}>{TEXT.comparePage}</Link>
      </UiLink>
      <DealComparison deals={deals} />
    </section>
  );
}
