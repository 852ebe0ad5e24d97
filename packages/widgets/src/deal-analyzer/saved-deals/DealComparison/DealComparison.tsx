import { useMemo } from "react";
import { COMPARE_TEXT } from "../constants.ts";
import { compareDeals, type ComparedDeal, type Comparison } from "../compareDeals.ts";
import * as styles from "./DealComparison.css.ts";

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

export type DealComparisonProps = { className?: string } & (
  | {
      /** Two to four deals, in the order their columns show. */
      deals: readonly ComparedDeal[];
      comparison?: undefined;
    }
  | {
      /** A comparison made elsewhere (the Rental Analyzer's saved deals, issue 46). */
      comparison: Comparison;
      deals?: undefined;
    }
);

/**
 * Saved deals side by side (issue 15): a table per section (summary, headline results, inputs)
 * with one column per deal. A row where the deals differ says "Differs" in its header and
 * shows its values in bold, so the difference never rests on colour alone.
 */
export function DealComparison({ deals, comparison: given, className }: DealComparisonProps) {
  const comparison = useMemo(() => given ?? compareDeals(deals), [deals, given]);
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.help}>{COMPARE_TEXT.differsHelp}</p>
      {comparison.sections.map((section) => (
        <table key={section.id} className={styles.table}>
          <caption className={styles.caption}>{section.title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {COMPARE_TEXT.figure}
              </th>
              {comparison.deals.map((deal) => (
                <th key={deal.id} scope="col" className={styles.cell}>
                  {deal.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label} data-differs={row.differs || undefined}>
                <th
                  scope="row"
                  className={cx(styles.rowHeader, row.differs ? styles.differs : undefined)}
                >
                  {row.label}
                  {row.differs ? (
                    <span className={styles.differsMark}>{COMPARE_TEXT.differs}</span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={comparison.deals[index]?.id ?? index}
                    className={cx(styles.cell, row.differs ? styles.differs : undefined)}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
