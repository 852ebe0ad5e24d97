import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useEffect, useRef, useState } from "react";
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
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 36, left: 64 };

/**
 * Vertical bars in SVG (visx), drawn at the width of the box it sits in (its text stays
 * readable on a 390 px phone rather than shrinking with the drawing). Named by its title for
 * assistive technology; the page gives every chart a table of the same numbers.
 */
export function BarChart({
  title,
  data,
  format = (value) => value.toLocaleString("en-US"),
  height = 240,
}: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(Math.max(280, next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
  // A label every few bars, so a year of days stays readable; whole-number ticks for counts.
  const every = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor(innerWidth / 80))));
  const ticks = y.ticks(4).filter((tick) => max > 4 || Number.isInteger(tick));
  return (
    <div ref={box} className={styles.box}>
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
            // A lone bar stays a bar, not a wall.
            const barWidth = Math.min(x.bandwidth(), 48);
            return (
              <Bar
                key={d.label}
                className={value < 0 ? styles.negative : styles.bar}
                x={(x(d.label) ?? 0) + (x.bandwidth() - barWidth) / 2}
                y={top}
                width={barWidth}
                height={barHeight}
              />
            );
          })}
          <AxisLeft
            scale={y}
            tickValues={ticks}
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
    </div>
  );
}
