import { createContainer, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

const projection = createContainer();

/** Eight columns of full dollar figures need this much; below it the figures turn compact. */
const NARROW = `${projection} (max-width: 719.98px)`;

export const scroller = style({
  containerName: projection,
  containerType: "inline-size",
  position: "relative",
  overflowX: "auto",
  borderRadius: vars.radius.sm,
  "@media": { print: { overflow: "visible" } },
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
  "@media": { print: { fontSize: "7pt" } },
});

export const caption = style({
  captionSide: "top",
  textAlign: "start",
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
});

export const cell = style({
  padding: vars.space.xs,
  textAlign: "end",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  "@container": { [NARROW]: { paddingInline: vars.space.xxs } },
});

export const header = style([
  cell,
  {
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.secondary,
    background: vars.color.surface.sunken,
    whiteSpace: "normal",
  },
]);

export const fullValue = style({ "@container": { [NARROW]: visuallyHidden } });

export const compactValue = style({
  display: "none",
  "@container": { [NARROW]: { display: "inline" } },
});

export const negative = style({ color: vars.color.danger.text });
