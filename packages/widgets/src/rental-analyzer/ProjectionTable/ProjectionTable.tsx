import { useId } from "react";
import { formatCompactCurrency, formatCurrency, type ProjectionYear } from "@academy/calculators";
import { analyzerLayout as layout, SubHeading } from "../../deal-analyzer/index.ts";
import { PROJECTION_COLUMNS as C, RENTAL_TEXT as T } from "../constants.ts";
import * as styles from "./ProjectionTable.css.ts";

export interface ProjectionTableProps {
  years: readonly ProjectionYear[];
}

const COLUMNS: readonly { label: string; value: (year: ProjectionYear) => number }[] = [
  { label: C.income, value: (year) => year.effectiveIncome },
  { label: C.expenses, value: (year) => year.operatingExpenses },
  { label: C.debtService, value: (year) => year.debtService },
  { label: C.cashFlow, value: (year) => year.cashFlow },
  { label: C.balance, value: (year) => year.loanBalance },
  { label: C.value, value: (year) => year.propertyValue },
  { label: C.equity, value: (year) => year.equity },
];

/**
 * The year-by-year projection as a table: the text every chart is drawn from, so it is also the
 * charts' table equivalent. Scrolls sideways on a narrow screen, focusable for keyboards.
 */
export function ProjectionTable({ years }: ProjectionTableProps) {
  const id = useId();
  return (
    <div className={layout.group}>
      <SubHeading depth={2} className={layout.groupTitle}>
        {T.projectionTitle}
      </SubHeading>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable on narrow screens (WCAG 2.1.1) */}
      <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={`${id}-caption`}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {T.projectionCaption(years.length)}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.header}>
                {C.year}
              </th>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={styles.header}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row" className={styles.header}>
                  {year.year}
                </th>
                {COLUMNS.map((column) => {
                  const value = column.value(year);
                  return (
                    <td
                      key={column.label}
                      className={value < 0 ? `${styles.cell} ${styles.negative}` : styles.cell}
                    >
                      <span className={styles.fullValue}>{formatCurrency(value)}</span>
                      <span className={styles.compactValue} aria-hidden="true">
                        {formatCompactCurrency(value)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
