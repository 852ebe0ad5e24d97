/**
 * The demo's images, drawn here as SVG in the site's colours (blueprint navy, safety orange,
 * warm concrete): no stock files. sharp renders them into masters at seed time. No text in
 * them: a server may have no fonts, and words belong in the page, not in pixels.
 */
const C = {
  navy: "#14253A",
  deep: "#0E1B2B",
  blue: "#1E3A8A",
  line: "#93C5FD",
  paper: "#F5F1EA",
  concrete: "#D6D0C4",
  orange: "#C2410C",
  amber: "#FACC15",
  white: "#FFFFFF",
} as const;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A blueprint sheet: navy ground, fine and bold grid lines. */
function blueprint(width: number, height: number, step: number): string {
  const lines: string[] = [];
  for (let x = 0; x <= width; x += step)
    lines.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke-opacity="${x % (step * 5) === 0 ? 0.28 : 0.1}"/>`,
    );
  for (let y = 0; y <= height; y += step)
    lines.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke-opacity="${y % (step * 5) === 0 ? 0.28 : 0.1}"/>`,
    );
  return `<rect width="${width}" height="${height}" fill="${C.navy}"/><g stroke="${C.line}" stroke-width="1">${lines.join("")}</g>`;
}

/** A dimension line with end ticks, as drawn on plans. */
const dimension = (x1: number, y1: number, x2: number, y2: number) =>
  `<g stroke="${C.line}" stroke-width="2" stroke-opacity="0.8"><line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/><line x1="${x1}" y1="${y1 - 10}" x2="${x1}" y2="${y1 + 10}"/><line x1="${x2}" y1="${y2 - 10}" x2="${x2}" y2="${y2 + 10}"/></g>`;

/** A house elevation in outline: walls, gable, door, windows, at (x, y) of width w. */
function house(x: number, y: number, w: number, stroke: string, fill = "none"): string {
  const h = w * 0.55;
  const roof = w * 0.38;
  const win = (wx: number) =>
    `<rect x="${wx}" y="${y + h * 0.22}" width="${w * 0.16}" height="${h * 0.28}"/><line x1="${wx + w * 0.08}" y1="${y + h * 0.22}" x2="${wx + w * 0.08}" y2="${y + h * 0.5}"/>`;
  return `<g fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round">
    <polygon points="${x - w * 0.06},${y} ${x + w / 2},${y - roof} ${x + w * 1.06},${y}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}"/>
    <rect x="${x + w * 0.42}" y="${y + h * 0.45}" width="${w * 0.16}" height="${h * 0.55}"/>
    ${win(x + w * 0.1)}${win(x + w * 0.74)}
    <circle cx="${x + w / 2}" cy="${y - roof * 0.45}" r="${w * 0.05}"/>
  </g>`;
}

/** A tower crane: mast, jib, counter-jib, hook. */
function crane(x: number, base: number, height: number, colour: string): string {
  const top = base - height;
  const rungs: string[] = [];
  for (let y = base; y > top + 20; y -= 40)
    rungs.push(`<line x1="${x}" y1="${y}" x2="${x + 30}" y2="${y - 40}"/>`);
  return `<g stroke="${colour}" stroke-width="5" fill="none" stroke-linecap="round">
    <line x1="${x}" y1="${base}" x2="${x}" y2="${top}"/><line x1="${x + 30}" y1="${base}" x2="${x + 30}" y2="${top}"/>
    ${rungs.join("")}
    <line x1="${x - 140}" y1="${top}" x2="${x + height * 0.9}" y2="${top}"/>
    <line x1="${x + 15}" y1="${top - 60}" x2="${x + height * 0.9}" y2="${top}"/>
    <line x1="${x + 15}" y1="${top - 60}" x2="${x - 140}" y2="${top}"/>
    <line x1="${x + height * 0.6}" y1="${top}" x2="${x + height * 0.6}" y2="${top + height * 0.35}" stroke-width="3"/>
    <rect x="${x - 135}" y="${top + 4}" width="60" height="34" fill="${colour}"/>
  </g>`;
}

/** A skyline of blocks with window grids, along the bottom. */
function skyline(width: number, base: number, seed: number): string {
  const blocks: string[] = [];
  let x = 0;
  let n = seed;
  while (x < width) {
    n = (n * 9301 + 49297) % 233280;
    const w = 90 + (n % 90);
    const h = 140 + ((n * 7) % 260);
    blocks.push(
      `<rect x="${x}" y="${base - h}" width="${w - 12}" height="${h}" fill="${C.blue}" stroke="${C.line}" stroke-opacity="0.5" stroke-width="2"/>`,
    );
    for (let wy = base - h + 24; wy < base - 24; wy += 36)
      for (let wx = x + 14; wx < x + w - 30; wx += 26)
        if ((wx + wy + n) % 3 !== 0)
          blocks.push(
            `<rect x="${wx}" y="${wy}" width="12" height="16" fill="${C.amber}" fill-opacity="0.55"/>`,
          );
    x += w;
  }
  return blocks.join("");
}

/** Home hero (4:3): a house on a blueprint, a crane, dimension lines and a setting sun. */
export function heroArt(): string {
  const w = 1600;
  const h = 1200;
  return svg(
    w,
    h,
    `${blueprint(w, h, 40)}
    <circle cx="1200" cy="330" r="150" fill="${C.orange}" fill-opacity="0.9"/>
    ${crane(1180, 980, 620, C.amber)}
    <rect x="0" y="980" width="${w}" height="220" fill="${C.deep}"/>
    ${house(260, 600, 640, C.white, C.blue)}
    ${dimension(260, 1040, 900, 1040)}
    ${dimension(160, 600, 160, 952)}
    <g stroke="${C.orange}" stroke-width="6" fill="none"><path d="M 220 980 L 960 980"/></g>`,
  );
}

/** Course covers (16:9): each course its own scene. */
export function courseCover(courseId: number): string {
  const w = 1280;
  const h = 720;
  if (courseId === 1)
    return svg(
      w,
      h,
      `${blueprint(w, h, 32)}
      <circle cx="1030" cy="170" r="90" fill="${C.orange}"/>
      ${skyline(w, 640, 17)}
      <rect x="0" y="640" width="${w}" height="80" fill="${C.deep}"/>
      <g fill="none" stroke="${C.amber}" stroke-width="4" stroke-dasharray="16 10"><rect x="120" y="90" width="420" height="260"/></g>
      ${dimension(120, 390, 540, 390)}`,
    );
  if (courseId === 2) {
    const studs = Array.from(
      { length: 11 },
      (_, i) =>
        `<rect x="${160 + i * 64}" y="200" width="18" height="380" fill="${C.concrete}" stroke="${C.deep}" stroke-width="2"/>`,
    ).join("");
    return svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="${C.paper}"/>
      <rect x="140" y="180" width="676" height="22" fill="${C.concrete}" stroke="${C.deep}" stroke-width="2"/>
      <rect x="140" y="578" width="676" height="22" fill="${C.concrete}" stroke="${C.deep}" stroke-width="2"/>
      ${studs}
      <g transform="translate(880 250)">
        <rect width="260" height="330" rx="18" fill="${C.navy}"/>
        <rect x="90" y="-18" width="80" height="40" rx="8" fill="${C.orange}"/>
        ${[70, 150, 230].map((y) => `<path d="M 40 ${y} l 22 22 l 40 -44" stroke="${C.amber}" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="130" y="${y - 8}" width="90" height="16" rx="8" fill="${C.line}"/>`).join("")}
      </g>
      <path d="M 120 150 Q 480 40 840 150 L 840 170 L 120 170 Z" fill="${C.orange}"/>
      <rect x="0" y="640" width="${w}" height="80" fill="${C.navy}"/>`,
    );
  }
  return svg(
    w,
    h,
    `${blueprint(w, h, 32)}
    ${crane(860, 640, 460, C.amber)}
    ${house(140, 380, 360, C.white, C.blue)}
    <rect x="0" y="640" width="${w}" height="80" fill="${C.deep}"/>
    <g fill="${C.orange}">
      <rect x="560" y="560" width="120" height="80"/><rect x="620" y="480" width="120" height="80"/><rect x="680" y="400" width="120" height="80"/>
    </g>
    <circle cx="1120" cy="150" r="70" fill="${C.orange}" fill-opacity="0.85"/>`,
  );
}

/**
 * An instructor's portrait (1:1): a figure in a hard hat before a blueprint, the hat and shirt
 * in the instructor's own colour, so the two are told apart at a glance.
 */
export function instructorPortrait(variant: number): string {
  const s = 640;
  const hat = variant % 2 === 0 ? C.orange : C.amber;
  const shirt = variant % 2 === 0 ? C.blue : C.orange;
  return svg(
    s,
    s,
    `${blueprint(s, s, 32)}
    ${variant % 2 === 0 ? skyline(s, 640, 5) : house(120, 400, 400, C.line)}
    <circle cx="320" cy="300" r="250" fill="${C.deep}" fill-opacity="0.55"/>
    <path d="M 120 640 Q 130 450 320 440 Q 510 450 520 640 Z" fill="${shirt}"/>
    <path d="M 280 446 L 320 520 L 360 446 Z" fill="${C.paper}"/>
    <ellipse cx="320" cy="320" rx="92" ry="108" fill="${C.concrete}"/>
    <path d="M 218 262 Q 222 160 320 156 Q 418 160 422 262 Z" fill="${hat}"/>
    <rect x="196" y="252" width="248" height="22" rx="11" fill="${hat}"/>
    <rect x="312" y="160" width="16" height="92" fill="${C.white}" fill-opacity="0.35"/>`,
  );
}
