import { useId } from "react";
import { formatCompactCurrency, formatCurrency, formatPercent } from "@academy/calculators";
import { VisuallyHidden } from "@academy/ui";
import { TEXT } from "../constants.ts";
import * as layout from "../DealAnalyzer.css.ts";
import { SubHeading } from "../HeadingLevel/HeadingLevel.tsx";
import * as styles from "./SensitivityTable.css.ts";

/** The part of a sensitivity grid the table shows (the four calculators' and the rental modes'). */
export interface SensitivityValues {
  rowChangesPct: readonly number[];
  columnChangesPct: readonly number[];
  values: readonly (readonly number[])[];
}

export interface SensitivityTableProps {
  grid: SensitivityValues;
  /** What the cells show and what the rows and columns change. */
  text: { metric: string; rows: string; columns: string };
  /** Cells in percent (an ROI) rather than dollars. */
  percent?: boolean;
}

function change(pct: number): string {
  if (pct === 0) return "0%";
  return `${pct > 0 ? "+" : "\u2212"}${Math.abs(pct)}%`;
}

/**
 * The headline figure as the value side (rows) and the cost side (columns) of the deal move
 * by -10 % to +10 %; the current deal is the middle cell.
 */
export function SensitivityTable({ grid, text, percent = false }: SensitivityTableProps) {
  const id = useId();
  const format = percent ? formatPercent : formatCurrency;
  // Percentages are short already; dollar figures get a compact twin for narrow screens.
  const compact = percent ? null : formatCompactCurrency;
  const caption = `${text.metric} when ${text.rows} (rows) and ${text.columns} (columns) change.`;
  return (
    <div className={`${layout.group} ${styles.container}`}>
      <SubHeading depth={2} id={`${id}-title`} className={layout.groupTitle}>
        {TEXT.sensitivityTitle}
      </SubHeading>
      {/* Focusable so keyboard users can scroll it sideways on a narrow screen (WCAG 2.1.1); a group, not a region, so two analyzers on a page add no duplicate landmarks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={`${id}-caption`}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${styles.header} ${styles.corner}`}>
                <span className={styles.cornerText}>
                  {text.rows} / {text.columns}
                </span>
              </th>
              {grid.columnChangesPct.map((pct) => (
                <th key={pct} scope="col" className={styles.header}>
                  <VisuallyHidden>{text.columns} </VisuallyHidden>
                  {change(pct)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rowChangesPct.map((rowPct, row) => (
              <tr key={rowPct}>
                <th scope="row" className={styles.header}>
                  <VisuallyHidden>{text.rows} </VisuallyHidden>
                  {change(rowPct)}
                </th>
                {grid.columnChangesPct.map((columnPct, column) => {
                  const value = grid.values[row]?.[column] ?? 0;
                  const isCurrent = rowPct === 0 && columnPct === 0;
                  const classes = [
                    styles.cell,
                    isCurrent && styles.current,
                    value < 0 && styles.negative,
                  ];
                  return (
                    <td key={columnPct} className={classes.filter(Boolean).join(" ")}>
                      {compact ? (
                        <>
                          <span className={styles.fullValue}>{format(value)}</span>
                          <span className={styles.compactValue} aria-hidden="true">
                            {compact(value)}
                          </span>
                        </>
                      ) : (
                        format(value)
                      )}
                      {isCurrent ? <VisuallyHidden> {TEXT.current}</VisuallyHidden> : null}
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
