import { style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
});

export const figure = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const chart = style({ width: "100%", height: "auto", display: "block" });

export const bar = style({ fill: vars.color.brand.solid });
export const negativeBar = style({ fill: vars.color.danger.text });
export const interestBar = style({ fill: vars.color.text.secondary });
export const axis = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

const line = { fill: "none", strokeWidth: 3 } as const;
export const equityLine = style({ ...line, stroke: vars.color.brand.solid });
export const balanceLine = style({
  ...line,
  stroke: vars.color.danger.text,
  strokeDasharray: "6 4",
});

export const details = style({ fontSize: vars.fontSize.xs });
export const summary = style({
  cursor: "pointer",
  color: vars.color.text.secondary,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});
export const hiddenTitle = style(visuallyHidden);

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  marginBlockStart: vars.space.xs,
});

export const cell = style({
  padding: vars.space.xxs,
  textAlign: "end",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const header = style([cell, { fontWeight: vars.fontWeight.semibold, textAlign: "start" }]);
