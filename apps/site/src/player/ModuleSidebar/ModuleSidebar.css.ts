import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";
import { focusRing, plainList } from "../shared.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

/** Below this width the list folds away behind the toggle. */
const narrow = "screen and (max-width: 1023.98px)";

export const list = style([
  plainList,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    "@media": { [narrow]: { display: "none" } },
    selectors: { [`${root}[data-expanded] &`]: { display: "flex" } },
  },
]);

export const toggle = style({
  display: "none",
  "@media": {
    [narrow]: {
      display: "flex",
      flexDirection: "column",
      alignItems: "flex-start",
      gap: vars.space.xxs,
      width: "100%",
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border.control}`,
      background: vars.color.surface.raised,
      color: vars.color.text.primary,
      font: "inherit",
      fontWeight: vars.fontWeight.semibold,
      textAlign: "start",
      cursor: "pointer",
    },
  },
  selectors: { "&:focus-visible": focusRing },
});

export const toggleCurrent = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.secondary,
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  selectors: {
    "&[data-current]": {
      borderColor: vars.color.brand.solid,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
    },
  },
});

export const button = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.text.primary,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { color: vars.color.text.link },
    "&:focus-visible": focusRing,
  },
});

export const order = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.text.secondary,
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});
