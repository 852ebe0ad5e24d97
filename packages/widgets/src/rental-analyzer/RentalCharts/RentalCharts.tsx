import { useId, type ReactNode } from "react";
import { Group } from "@visx/group";
import { Bar, LinePath } from "@visx/shape";
import { formatCurrency, type ProjectionYear } from "@academy/calculators";
import { analyzerLayout as layout, SubHeading } from "../../deal-analyzer/index.ts";
import { CHART_TEXT as T } from "../constants.ts";
import * as styles from "./RentalCharts.css.ts";
import { bandScale, linearScale } from "./scales.ts";

export interface RentalChartsProps {
  years: readonly ProjectionYear[];
  /** The loan at the start of the hold (the refinance loan for a BRRRR). */
  loan: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

interface Row {
  label: string;
  values: readonly number[];
}

/**
 * A chart as SVG (hidden from assistive technology: it repeats the numbers) and the same
 * numbers as a table in a disclosure, the chart's text equivalent.
 */
function ChartFigure(props: {
  title: string;
  columns: readonly string[];
  rows: readonly Row[];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <SubHeading depth={2} id={`${id}-title`} className={layout.groupTitle}>
        {props.title}
      </SubHeading>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {props.children}
      </svg>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {T.showTable}
          <span className={styles.hiddenTitle}> ({props.title})</span>
        </summary>
        <table className={styles.table}>
          <caption className={styles.hiddenTitle}>{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col" className={styles.header}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={styles.header}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={props.columns[index + 1] ?? index} className={styles.cell}>
                    {formatCurrency(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A linear scale from `values` (and 0) to the chart's height, top to bottom. */
function yScale(values: readonly number[]) {
  const finite = values.filter(Number.isFinite);
  return linearScale([Math.min(0, ...finite), Math.max(1, ...finite)], [HEIGHT - PAD, PAD]);
}

function CashFlowChart({ years }: { years: readonly ProjectionYear[] }) {
  const x = bandScale(
    years.map((year) => year.year),
    [PAD, WIDTH - PAD],
    0.2,
  );
  const y = yScale(years.map((year) => year.cashFlow));
  const zero = y(0);
  return (
    <ChartFigure
      title={T.cashFlowTitle}
      columns={[T.year, T.cashFlow]}
      rows={years.map((year) => ({ label: String(year.year), values: [year.cashFlow] }))}
    >
      {years.map((year) => {
        const top = y(Math.max(0, year.cashFlow));
        const bottom = y(Math.min(0, year.cashFlow));
        return (
          <Bar
            key={year.year}
            x={x(year.year)}
            y={top}
            width={x.bandwidth()}
            height={Math.max(0, bottom - top)}
            className={year.cashFlow < 0 ? styles.negativeBar : styles.bar}
          />
        );
      })}
      <line x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} className={styles.axis} />
    </ChartFigure>
  );
}

function EquityChart({ years, loan }: RentalChartsProps) {
  const points = [
    {
      year: 0,
      equity: (years[0]?.propertyValue ?? 0) - (years[0]?.appreciation ?? 0) - loan,
      balance: loan,
    },
    ...years.map((year) => ({ year: year.year, equity: year.equity, balance: year.loanBalance })),
  ];
  const x = linearScale([0, Math.max(1, years.length)], [PAD, WIDTH - PAD]);
  const y = yScale(points.flatMap((point) => [point.equity, point.balance]));
  return (
    <ChartFigure
      title={T.equityTitle}
      columns={[T.year, T.equity, T.balance]}
      rows={points.map((point) => ({
        label: String(point.year),
        values: [point.equity, point.balance],
      }))}
    >
      <Group>
        <LinePath
          data={points}
          x={(point) => x(point.year)}
          y={(point) => y(point.equity)}
          className={styles.equityLine}
        />
        <LinePath
          data={points}
          x={(point) => x(point.year)}
          y={(point) => y(point.balance)}
          className={styles.balanceLine}
        />
      </Group>
    </ChartFigure>
  );
}

function ReturnSplitChart({ years }: { years: readonly ProjectionYear[] }) {
  const last = years[years.length - 1];
  const parts = [
    { label: T.cashFlow, amount: last?.cumulativeCashFlow ?? 0 },
    { label: T.appreciation, amount: last?.appreciation ?? 0 },
    { label: T.principalPaydown, amount: last?.principalPaydown ?? 0 },
  ];
  const x = bandScale(
    parts.map((part) => part.label),
    [PAD, WIDTH - PAD],
    0.3,
  );
  const y = yScale(parts.map((part) => part.amount));
  return (
    <ChartFigure
      title={T.returnTitle}
      columns={[T.part, T.amount]}
      rows={parts.map((part) => ({ label: part.label, values: [part.amount] }))}
    >
      {parts.map((part) => {
        const top = y(Math.max(0, part.amount));
        return (
          <Bar
            key={part.label}
            x={x(part.label)}
            y={top}
            width={x.bandwidth()}
            height={Math.max(0, y(Math.min(0, part.amount)) - top)}
            className={part.amount < 0 ? styles.negativeBar : styles.bar}
          />
        );
      })}
    </ChartFigure>
  );
}

function AmortizationChart({ years }: { years: readonly ProjectionYear[] }) {
  const x = bandScale(
    years.map((year) => year.year),
    [PAD, WIDTH - PAD],
    0.2,
  );
  const y = yScale(years.map((year) => year.interestPaid + year.principalPaid));
  return (
    <ChartFigure
      title={T.amortizationTitle}
      columns={[T.year, T.interest, T.principal, T.balance]}
      rows={years.map((year) => ({
        label: String(year.year),
        values: [year.interestPaid, year.principalPaid, year.loanBalance],
      }))}
    >
      {years.map((year) => {
        const interestTop = y(year.interestPaid);
        const totalTop = y(year.interestPaid + year.principalPaid);
        const left = x(year.year);
        return (
          <Group key={year.year}>
            <Bar
              x={left}
              y={interestTop}
              width={x.bandwidth()}
              height={Math.max(0, y(0) - interestTop)}
              className={styles.interestBar}
            />
            <Bar
              x={left}
              y={totalTop}
              width={x.bandwidth()}
              height={Math.max(0, interestTop - totalTop)}
              className={styles.bar}
            />
          </Group>
        );
      })}
    </ChartFigure>
  );
}

/** The four charts of the hold, each with its table equivalent. Loaded after first paint. */
export function RentalCharts({ years, loan }: RentalChartsProps) {
  return (
    <div className={styles.grid}>
      <CashFlowChart years={years} />
      <EquityChart years={years} loan={loan} />
      <ReturnSplitChart years={years} />
      <AmortizationChart years={years} />
    </div>
  );
}
