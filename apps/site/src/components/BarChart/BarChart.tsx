import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import * as styles from "./BarChart.css.ts";

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Names the chart for screen readers; a table beside it carries the same figures. */
  title: string;
  data: readonly BarDatum[];
  /** How a value reads on the axis ("$1,200", "40"). */
  format?: (value: number) => string;
  width?: number;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 36, left: 64 };

/**
 * Vertical bars in SVG (visx), scaled to the box it sits in (viewBox), so it fits a 390 px
 * phone as well as a desk. Decorative to assistive technology beyond its title: the page gives
 * every chart a table of the same numbers.
 */
export function BarChart({
  title,
  data,
  format = (value) => value.toLocaleString("en-US"),
  width = 640,
  height = 240,
}: BarChartProps) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const finite = data.map((d) => (Number.isFinite(d.value) ? d.value : 0));
  const max = Math.max(1, ...finite);
  const min = Math.min(0, ...finite);
  const x = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [min, max], range: [innerHeight, 0], nice: true });
  // A label every few bars, so a year of days stays readable.
  const every = Math.max(1, Math.ceil(data.length / 8));
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      preserveAspectRatio="xMidYMid meet"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {data.map((d, index) => {
          const value = finite[index] ?? 0;
          const top = y(Math.max(0, value));
          const barHeight = Math.abs(y(value) - y(0));
          return (
            <Bar
              key={d.label}
              className={value < 0 ? styles.negative : styles.bar}
              x={x(d.label) ?? 0}
              y={top}
              width={x.bandwidth()}
              height={barHeight}
            />
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => format(Number(value))}
          axisClassName={styles.axis}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={data.filter((_, index) => index % every === 0).map((d) => d.label)}
          axisClassName={styles.axis}
        />
      </Group>
    </svg>
  );
}
