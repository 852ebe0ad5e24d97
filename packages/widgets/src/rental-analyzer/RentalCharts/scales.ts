/**
 * The two scales the charts need, by hand: @visx/scale (d3-scale with d3-color, d3-format,
 * d3-interpolate and d3-time) weighed 15 kB gzip in the embed, over its 105 kB budget, for
 * what is a line of arithmetic each.
 */

/** Maps [d0, d1] onto [r0, r1] linearly (a flat domain maps everything to r0). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value: number): number => (span === 0 ? r0 : r0 + ((value - d0) * (r1 - r0)) / span);
}

/** Equal bands for `keys` across [r0, r1], `padding` (0-1) of each step left empty around bars. */
export function bandScale<K>(
  keys: readonly K[],
  range: readonly [number, number],
  padding: number,
) {
  const [r0, r1] = range;
  const step = keys.length > 0 ? (r1 - r0) / keys.length : 0;
  const bandwidth = step * (1 - padding);
  const at = (key: K): number => {
    const index = keys.indexOf(key);
    return r0 + Math.max(0, index) * step + (step - bandwidth) / 2;
  };
  return Object.assign(at, { bandwidth: () => bandwidth });
}
