import { Link } from "react-router-dom";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import { describeFigure, peopleBehindHref } from "../../lib/peopleBehind.ts";
import * as styles from "./AdminMetricsPage.css.ts";

type FigureQuery = Parameters<typeof peopleBehindHref>[0];
/** A table cell: a plain figure, or one that clicks through to the people behind it. */
type Cell = string | { text: string; behind: FigureQuery; label?: string };

/** A count that opens the people page on the people it counts (nobody behind a zero: no link). */
export const behind = (text: string, query: FigureQuery, label?: string): Cell =>
  /^\$?0(\.00)?$/.test(text) ? text : { text, behind: query, ...(label ? { label } : {}) };

/** A figure's table: the chart's equivalent, and the place to read exact numbers. */
export function MetricsTable({
  caption,
  head,
  rows,
  hideCaption = false,
}: {
  caption: string;
  head: string[];
  rows: Cell[][];
  /** The section's heading says it already: the caption names the table for screen readers. */
  hideCaption?: boolean;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>
                  {typeof cell === "string" ? (
                    cell
                  ) : (
                    <Link
                      to={peopleBehindHref(cell.behind, cell.label)}
                      aria-label={`${cell.text}: ${TEXT.peopleOf(describeFigure(cell.behind, cell.label) ?? "")}`}
                    >
                      {cell.text}
                    </Link>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
