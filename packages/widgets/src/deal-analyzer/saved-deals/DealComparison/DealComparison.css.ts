import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
});

export const help = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

// Fixed columns that share the width and wrap their text: four deals fit a 390 px phone
// without sideways scrolling.
export const table = style({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  "@media": { "screen and (max-width: 479.98px)": { fontSize: vars.fontSize.xs } },
});

export const caption = style({
  textAlign: "left",
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  paddingBlock: vars.space.sm,
});

export const cell = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  "@media": { "screen and (max-width: 479.98px)": { paddingInline: vars.space.xs } },
});

export const rowHeader = style([cell, { fontWeight: vars.fontWeight.regular }]);

// A difference is told by the word and the weight, the tint only adds to them.
export const differs = style({
  background: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  fontWeight: vars.fontWeight.semibold,
});

export const differsMark = style({
  display: "block",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
});
