import { createContainer, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

const sensitivity = createContainer();

/**
 * Below this width the five columns of full dollar figures no longer fit, so the table turns
 * compact ("$151K" shown, "$151,234" read out) and every column stays in view on a phone.
 */
const NARROW = `${sensitivity} (max-width: 479.98px)`;

export const container = style({ containerName: sensitivity, containerType: "inline-size" });

export const scroller = style({
  // The containing block of the visually hidden texts, so they are clipped with the table
  // instead of widening the page.
  position: "relative",
  overflowX: "auto",
  "@media": { print: { overflow: "visible" } },
  borderRadius: vars.radius.sm,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
  "@media": { print: { fontSize: "7.5pt" } },
  // Narrow: a little smaller, so five compact columns fit a 360 px phone.
  "@container": { [NARROW]: { fontSize: "0.6875rem" } },
});

export const caption = style({
  captionSide: "top",
  textAlign: "start",
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: "end",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  "@media": { print: { padding: "1px 3px" } },
  "@container": { [NARROW]: { paddingInline: vars.space.xxs } },
});

export const header = style([
  cell,
  {
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.secondary,
    background: vars.color.surface.sunken,
    "@media": { print: { whiteSpace: "normal" } },
  },
]);

/** The corner names both axes; it wraps rather than widening the first column. */
export const corner = style({ whiteSpace: "normal", textAlign: "start" });

/** Narrow: the caption says what the axes are, so the corner's words are only read out. */
export const cornerText = style({ "@container": { [NARROW]: visuallyHidden } });

/** The full figure: shown when wide, read out (not shown) when narrow. */
export const fullValue = style({ "@container": { [NARROW]: visuallyHidden } });

/** The compact figure ("$151K"): shown only when narrow, never read out. */
export const compactValue = style({
  display: "none",
  "@container": { [NARROW]: { display: "inline" } },
});

export const current = style({
  fontWeight: vars.fontWeight.bold,
  outline: `2px solid ${vars.color.brand.solid}`,
  outlineOffset: "-2px",
});

export const negative = style({ color: vars.color.danger.text });
