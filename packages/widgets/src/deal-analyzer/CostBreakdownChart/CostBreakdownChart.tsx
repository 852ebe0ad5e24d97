import { useId } from "react";
import { formatCurrency, formatPercent } from "@academy/calculators";
import { TEXT } from "../constants.ts";
import * as layout from "../DealAnalyzer.css.ts";
import { SubHeading } from "../HeadingLevel/HeadingLevel.tsx";
import type { CostItem } from "../modes/index.ts";
import * as styles from "./CostBreakdownChart.css.ts";

export interface CostBreakdownChartProps {
  items: readonly CostItem[];
}

const WIDTH = 1000;

interface Slice {
  item: CostItem;
  index: number;
  x: number;
  width: number;
}

/** Where each cost's bar starts and how wide it is, out of `WIDTH`. */
function layoutSlices(items: readonly CostItem[], total: number): Slice[] {
  const slices: Slice[] = [];
  let x = 0;
  for (const [index, item] of items.entries()) {
    const width = (item.amount / total) * WIDTH;
    slices.push({ item, index, x, width });
    x += width;
  }
  return slices;
}

function sliceClass(index: number): string {
  return styles.slice[(index % 5) as keyof typeof styles.slice];
}

/**
 * Where the money goes: one stacked bar (SVG, decorative) and the same numbers as a table,
 * which is what assistive technology reads and what remains if colours are lost.
 */
export function CostBreakdownChart({ items }: CostBreakdownChartProps) {
  const id = useId();
  const shown = items.filter((item) => item.amount > 0);
  const total = shown.reduce((sum, item) => sum + item.amount, 0);
  const slices = layoutSlices(shown, total);
  return (
    <div className={layout.group}>
      <SubHeading depth={2} id={`${id}-title`} className={layout.groupTitle}>
        {TEXT.costBreakdownTitle}
      </SubHeading>
      {total > 0 ? (
        <>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${WIDTH} 24`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {slices.map(({ item, index, x: left, width }) => (
              <rect
                key={item.label}
                className={sliceClass(index)}
                x={left}
                y={0}
                width={width}
                height={24}
              />
            ))}
          </svg>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={`${styles.headerCell} ${styles.itemCell}`}>
                  {TEXT.costBreakdownItem}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {TEXT.costBreakdownAmount}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {TEXT.costBreakdownShare}
                </th>
              </tr>
            </thead>
            <tbody>
              {slices.map(({ item, index }) => (
                <tr key={item.label}>
                  <th scope="row" className={styles.itemCell}>
                    <span className={`${styles.swatch} ${sliceClass(index)}`} aria-hidden="true" />
                    {item.label}
                  </th>
                  <td className={styles.cell}>{formatCurrency(item.amount)}</td>
                  <td className={styles.cell}>{formatPercent((item.amount / total) * 100)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={`${styles.total} ${styles.itemCell}`}>
                  {TEXT.costBreakdownTotal}
                </th>
                <td className={styles.total}>{formatCurrency(total)}</td>
                <td className={styles.total}>{formatPercent(100)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      ) : (
        <p className={layout.subtitle}>{TEXT.noCosts}</p>
      )}
    </div>
  );
}
